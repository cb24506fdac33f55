#!/usr/bin/env node
// Starts the CLI. tsx runs the TypeScript sources and templates directly, so there is no compile step.
import { register } from 'tsx/esm/api';

// React renders in its production build (several times faster, the same markup) in every command but `dev`,
// which keeps the development build for its warnings. Set before anything loads React.
if (process.argv[2] !== 'dev') process.env.NODE_ENV = 'production';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv);
