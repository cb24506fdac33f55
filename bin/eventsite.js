#!/usr/bin/env node
// Starts the CLI from the JavaScript esbuild compiles from src/ (again whenever a source changed).
import { pathToFileURL } from 'node:url';
import { compiledCli } from './compile.js';

// React renders in its production build (several times faster, the same markup) in every command but `dev`,
// which keeps the development build for its warnings. Set before anything loads React.
if (process.argv[2] !== 'dev') process.env.NODE_ENV = 'production';

const { main } = await import(pathToFileURL(await compiledCli()).href);
process.exitCode = await main(process.argv);
