// What the compiled CLI gives gray-matter in place of its own js-yaml (version 3, with esprima): eventsite passes
// gray-matter its own YAML engine and refuses every other, so this module is never used (bin/compile.js).
const refuse = () => {
  throw new Error('gray-matter engines other than the given ones are not part of the compiled CLI');
};
module.exports = { safeLoad: refuse, safeDump: refuse };
