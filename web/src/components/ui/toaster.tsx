import { Toaster as SonnerToaster } from 'sonner';

/** The app's one toast region; mounted on first use by notify() (toast.ts). */
export function Toaster() {
  return <SonnerToaster position="top-right" richColors closeButton duration={5000} />;
}
