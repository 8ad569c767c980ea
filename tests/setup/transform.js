// Umi's esbuild transformer for the tests, except for the CommonJS files of node_modules: those run as they are
// (Umi's config sends every file of node_modules through esbuild, with a source map each, because some packages
// ship only ES modules). A file that never says `import` or `export` has nothing for esbuild to do.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { default: esbuild } = require('@umijs/test/dist/transformers/esbuild');

const MODULE_SYNTAX = /\b(import|export)\b/;
// Part of every cache key: a change here must not leave jest's transform cache with the old output.
const THIS_FILE = readFileSync(__filename);

module.exports = {
  createTransformer(options) {
    const transformer = esbuild.createTransformer(options);
    return {
      ...transformer,
      getCacheKey(source, path, transformOptions) {
        const key = transformer.getCacheKey(source, path, transformOptions);
        return createHash('md5').update(key).update(THIS_FILE).digest('hex');
      },
      process(source, path, transformOptions) {
        if (path.includes('/node_modules/') && !MODULE_SYNTAX.test(source)) return { code: source };
        return transformer.process(source, path, transformOptions);
      },
    };
  },
};
