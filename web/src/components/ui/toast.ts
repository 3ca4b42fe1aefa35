import { toast } from 'sonner';

export interface Notice {
  readonly title: string;
  readonly description?: string;
  /** `destructive` is the spec's error style. */
  readonly variant?: 'default' | 'destructive';
}

/** Shows a toast with a title and optional text (spec: messages are "title / text" toasts). */
export function notify({ title, description, variant = 'default' }: Notice): void {
  if (variant === 'destructive') toast.error(title, { description });
  else toast(title, { description });
}
