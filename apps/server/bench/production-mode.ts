// React, React Router and Express pick their builds by NODE_ENV as they load, and the built server
// runs them in production mode unless the operator says otherwise (src/main.ts). A benchmark that
// imports the app directly does the same by importing this module first (ES modules evaluate their
// imports in order); without it, it measured React's development build (docs/performance.md).
process.env.NODE_ENV ??= "production";

export {};
