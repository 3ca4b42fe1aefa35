import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { classNames } from './class-names';
import './dialog.css';

/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape and the close button close it,
 * focus returns to what opened it, and the rest of the page is hidden from assistive technology.
 * SPA only (Radix is not part of the Preact public pages).
 *
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogTrigger className={buttonClass({ variant: 'danger' })}>Cancel Subscription</DialogTrigger>
 *     <DialogContent title="Cancel subscription?" description={CANCEL_CONFIRMATION}
 *       footer={<>
 *         <DialogClose className={buttonClass({ variant: 'outline' })}>Keep Subscription</DialogClose>
 *         <Button variant="danger" pending={canceling} onClick={cancel}>Cancel Subscription</Button>
 *       </>} />
 *   </Dialog>
 */
export const Dialog = DialogPrimitive.Root;
/** The button that opens the dialog; style it with `className={buttonClass(...)}`. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** A button that closes the dialog, e.g. "Cancel" in the footer; style it with `buttonClass(...)`. */
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof DialogPrimitive.Content>, 'title'> {
  /** Names the dialog. */
  readonly title: ReactNode;
  /** Describes the dialog; read when it opens. */
  readonly description?: ReactNode;
  /** The actions in reading order, the main one last; stacked full width on phones. */
  readonly footer?: ReactNode;
  /** Accessible name of the corner close button. */
  readonly closeLabel?: string;
}

export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { title, description, footer, closeLabel = 'Close', className, children, ...contentProps },
  ref,
) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog__overlay" />
      <DialogPrimitive.Content
        // Without a description there is nothing to point at (and Radix would warn).
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        {...contentProps}
        ref={ref}
        className={classNames('dialog', className)}
      >
        <div className="dialog__header">
          <DialogPrimitive.Title className="dialog__title">{title}</DialogPrimitive.Title>
          {description !== undefined ? (
            <DialogPrimitive.Description className="dialog__description">{description}</DialogPrimitive.Description>
          ) : null}
        </div>
        {children !== undefined ? <div className="dialog__body">{children}</div> : null}
        {footer !== undefined ? <div className="dialog__footer">{footer}</div> : null}
        {/* Last in the tab order: focus starts on the dialog's own content. */}
        <DialogPrimitive.Close className="dialog__close" aria-label={closeLabel}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});
