// Production build: content-hashed JS and CSS files, index.html from html-webpack-plugin.
// No inline scripts or style tags: the gateway sends `Content-Security-Policy: script-src 'self'`.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');

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
      // Pre-compressed copies beside each hashed asset: the gateway serves `.br` or `.gz` to a
      // browser that accepts it, so nothing is compressed per request and brotli (about a fifth
      // smaller than gzip for our bundles) costs nothing at run time.
      ...(production
        ? [
            new CompressionPlugin({
              test: /^assets\/.*\.(js|css)$/,
              algorithm: 'gzip',
              compressionOptions: { level: 9 },
              filename: '[path][base].gz',
              threshold: 1024,
            }),
            new CompressionPlugin({
              test: /^assets\/.*\.(js|css)$/,
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              filename: '[path][base].br',
              threshold: 1024,
            }),
          ]
        : []),
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
