import { generateAmbassadorCode } from '#functions/ambassadors/code';
import { Button, buttonClass } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Form, FormError, type FormMethods } from '@/components/ui/form';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { ApiError, messageOr } from '@/lib/api-client';
import { useCreateAmbassador } from '../api/create-ambassador';
import type { AmbassadorListRow } from '../api/get-ambassadors';
import { useUpdateAmbassador } from '../api/update-ambassador';
import {
  ambassadorFields,
  ambassadorForm,
  ambassadorFormOf,
  emptyAmbassadorForm,
  STATUS_OPTIONS,
  type AmbassadorFormSchema,
  type AmbassadorFormValues,
} from './ambassador-form';

export interface AmbassadorDialogProps {
  /** `null`: closed; `{ mode: 'create' }`, or `{ mode: 'edit', ambassador }`. */
  readonly state: { readonly mode: 'create' } | { readonly mode: 'edit'; readonly ambassador: AmbassadorListRow } | null;
  readonly onClose: () => void;
}

const FIELDS = [
  'code',
  'email',
  'firstName',
  'lastName',
  'phone',
  'company',
  'status',
  'commissionRate',
  'notes',
  'earningStopped',
] as const;

/**
 * The add/edit dialog (docs/product-rules.md#ambassador-admin). "Generate" fills in 6 random
 * lowercase letters and digits; whether a code is free is the server's conditional write, whose 409
 * shows on the code field and in the failure toast. The code cannot change once created (every link
 * carries it).
 */
export function AmbassadorDialog({ state, onClose }: AmbassadorDialogProps) {
  const create = useCreateAmbassador();
  const update = useUpdateAmbassador();
  const editing = state?.mode === 'edit' ? state.ambassador : null;

  async function save(values: AmbassadorFormValues, form: FormMethods<AmbassadorFormSchema>) {
    try {
      if (editing) {
        await update.mutateAsync({ code: editing.code, changes: ambassadorFields(values) });
        notify({ title: 'Ambassador updated successfully' });
      } else {
        await create.mutateAsync({ code: values.code.trim(), ...ambassadorFields(values) });
        notify({ title: 'Ambassador created successfully' });
      }
      onClose();
    } catch (error) {
      showServerErrors(error, form);
      notify({ title: 'Failed to save ambassador', description: messageOr(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {state ? (
        <DialogContent
          title={editing ? `Edit ambassador ${editing.code}` : 'Add ambassador'}
          description={editing ? 'The code stays as it is: every shared link carries it.' : 'Code and email are required.'}
        >
          <Form
            key={editing?.code ?? 'new'}
            schema={ambassadorForm}
            defaultValues={editing ? ambassadorFormOf(editing) : emptyAmbassadorForm()}
            onSubmit={save}
            className="form ambassadors-admin__form"
          >
            {({ field, setValue, formState }) => (
              <>
                <div className="ambassadors-admin__code">
                  <TextField
                    label="Code"
                    {...field('code')}
                    readOnly={editing !== null}
                    autoComplete="off"
                    spellCheck={false}
                    hint={editing ? 'Codes cannot be changed.' : '3 to 20 letters or digits.'}
                  />
                  {editing ? null : (
                    <Button
                      variant="outline"
                      onClick={() => setValue('code', generateAmbassadorCode(), { shouldValidate: true, shouldDirty: true })}
                    >
                      Generate
                    </Button>
                  )}
                </div>
                <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
                <div className="ambassadors-admin__pair">
                  <TextField label="First name" {...field('firstName')} />
                  <TextField label="Last name" {...field('lastName')} />
                </div>
                <div className="ambassadors-admin__pair">
                  <TextField label="Phone" type="tel" {...field('phone')} />
                  <TextField label="Company" {...field('company')} />
                </div>
                <div className="ambassadors-admin__pair">
                  <SelectField label="Status" options={STATUS_OPTIONS} {...field('status')} />
                  <TextField
                    label="Commission"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={1}
                    step={0.01}
                    hint="0 to 1: 0.3 is 30%."
                    {...field('commissionRate')}
                  />
                </div>
                <TextareaField label="Notes" rows={3} {...field('notes')} />
                <CheckboxField
                  label="Earning stopped"
                  hint="Its referrals stop earning commission (an inactive ambassador's keep earning otherwise)."
                  {...field('earningStopped')}
                />
                <FormError message={formState.errors.root?.message} />
                <div className="dialog__footer">
                  <DialogClose className={buttonClass({ variant: 'outline' })}>Cancel</DialogClose>
                  <Button type="submit" pending={formState.isSubmitting} pendingLabel="Saving...">
                    {editing ? 'Save changes' : 'Add ambassador'}
                  </Button>
                </div>
              </>
            )}
          </Form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The server's field errors on their fields; a taken code (409) on the code field. */
function showServerErrors(error: unknown, form: FormMethods<AmbassadorFormSchema>) {
  if (!(error instanceof ApiError)) return;
  if (error.status === 409) {
    form.setError('code', { message: error.message });
    return;
  }
  for (const name of FIELDS) {
    const message = error.fieldErrors?.[name]?.[0];
    if (message) form.setError(name, { message });
  }
}
