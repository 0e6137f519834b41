// Stylesheets mean nothing to jsdom: a page's `import './x.css'` gets this empty module.
export default {};
