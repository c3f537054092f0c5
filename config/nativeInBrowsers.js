// Stands in for polyfills of what every browser the H5 site supports has natively (config/index.ts, issue 15).
