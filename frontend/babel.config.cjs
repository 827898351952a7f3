/** Babel transpiles TypeScript and JSX for webpack and jest; type checking is `tsc --noEmit`. */
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { targets: 'defaults and supports es6-module', bugfixes: true, modules: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
  };
};
