import { Toaster as SonnerToaster } from 'sonner';

/** The app's one toast region; mounted once in the root layout. */
export function Toaster() {
  return <SonnerToaster position="top-right" richColors closeButton duration={5000} />;
}
