#!/usr/bin/env node
// Starts the CLI. tsx runs the TypeScript sources and templates directly, so there is no compile step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv);
