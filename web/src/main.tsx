import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { queryClient } from './lib/query-client';
import { showCarriedNotice } from './components/ui/toast';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

showCarriedNotice();
// A referral link may point at any page: remember the code and tidy the URL.
void import('./lib/referral').then(({ captureReferral }) => captureReferral());
