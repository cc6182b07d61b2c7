// The bench's one way into its own install (test/bench/tools/node_modules): these imports resolve
// from this folder, not from the project's node_modules. Types: test/bench/lighthouse.ts.
export * as chromeLauncher from 'chrome-launcher';
export { default as lighthouse } from 'lighthouse';
