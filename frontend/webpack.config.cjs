// Production build: content-hashed JS and CSS files, index.html from html-webpack-plugin.
// No inline scripts or style tags: the gateway sends `Content-Security-Policy: script-src 'self'`.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    // Budget for the first page (raw, minified): React, react-dom, the router and RTK Query are
    // ~135 KB gzipped together. Heavy screens and chart libraries must load on demand.
    performance: {
      hints: production ? 'warning' : false,
      maxEntrypointSize: 460_000,
      maxAssetSize: 420_000,
    },
  };
};
