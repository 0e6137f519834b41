// A tiny app for the build test: one asynchronous step, as every portal app has.
void import('./page.js');
