// Stylesheets are imported for their effect; rspack bundles them (type: 'css').
declare module '*.css';
