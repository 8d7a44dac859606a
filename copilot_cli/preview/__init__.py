"""The live preview: an HTML page that loads the bundled browser runtime, compiles the generated
App.jsx with sucrase and renders it, served with the built-in mock API (see `mock`)."""
