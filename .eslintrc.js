// Umi Max's ESLint rules (React, hooks, TypeScript), run by `npm run lint`.
module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  rules: {
    'react/no-danger': 'error',
    // Function declarations are hoisted; reading top-down (public function first, helpers after) is clearer.
    '@typescript-eslint/no-use-before-define': ['error', { functions: false, classes: true, variables: true }],
  },
};
