// Jest's resolver: the library modules whose stand-ins change behaviour resolve to those stand-ins, as the build
// replaces them (config/bundle.ts TRIM_RULES; the docs' table in docs/architecture.md), so unit tests run what
// ships. Jest loads a library's CommonJS `lib` build or its `es` build, so each request is matched in both;
// config/trimShapes.test.ts checks that every rule named here exists and points at the build's stand-in.
// config/stubs/*.test.ts (their own jest project) compare each stand-in with the original, so it is not used there.
const { join } = require('node:path');

const ROOT = join(__dirname, '..', '..');
const STUBS = join(ROOT, 'config', 'stubs');
const inPackage = (path) => new RegExp(`[\\\\/]node_modules[\\\\/]${path}$`);

/** rule: its name in TRIM_RULES; request: what a module asks for; from: the asking module's folder, if it matters. */
const STAND_INS = [
  {
    rule: 'indexed-dynamic-css',
    request: /^rc-util[\\/](es|lib)[\\/]Dom[\\/]dynamicCSS(\.js)?$/,
    to: join(STUBS, 'IndexedDynamicCSS.ts'),
  },
  {
    rule: 'indexed-dynamic-css',
    request: /^\.[\\/]Dom[\\/]dynamicCSS(\.js)?$/,
    from: inPackage('rc-util[\\\\/](es|lib)'),
    to: join(STUBS, 'IndexedDynamicCSS.ts'),
  },
  {
    rule: 'token-merge-by-prototype',
    request: /^\.[\\/](util[\\/])?statistic(\.js)?$/,
    from: inPackage('@ant-design[\\\\/]cssinjs-utils[\\\\/](es|lib)([\\\\/]util)?'),
    to: join(STUBS, 'TokenMergeByPrototype.ts'),
  },
  {
    rule: 'native-object-spread',
    request: /^@babel[\\/]runtime[\\/]helpers[\\/](esm[\\/])?objectSpread2(\.js)?$/,
    to: join(STUBS, 'NativeObjectSpread.ts'),
  },
  {
    rule: 'pro-error-boundary',
    request: /^\.[\\/]components[\\/]ErrorBoundary$/,
    from: inPackage('@ant-design[\\\\/]pro-utils[\\\\/](es|lib)'),
    to: join(ROOT, 'src', 'components', 'ProErrorBoundary.ts'),
  },
];

function resolve(request, options) {
  const standIn = STAND_INS.find((s) => s.request.test(request) && (!s.from || s.from.test(options.basedir)));
  // A stand-in's own imports of the library reach the original.
  if (standIn && !options.basedir.startsWith(STUBS)) return standIn.to;
  return options.defaultResolver(request, options);
}

module.exports = resolve;
module.exports.STAND_INS = STAND_INS;
