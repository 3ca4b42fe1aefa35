import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { showCarriedNotice } from './components/ui/toast';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

showCarriedNotice();
// A referral link may point at any page: remember the code and tidy the URL.
void import('./lib/referral').then(({ captureReferral }) => captureReferral());
