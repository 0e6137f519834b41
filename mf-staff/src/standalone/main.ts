// This remote's own development page (npm run dev). The shell never loads this file.
import '@portal/web-kit/portal-base.css';

// Module Federation settles the shared React copy during this asynchronous step.
void import('./bootstrap.js');
