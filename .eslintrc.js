// Umi Max's ESLint rules (React, hooks, TypeScript), run by `npm run lint`.
module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  rules: {
    'react/no-danger': 'error',
  },
};
