// Gatsby's own Babel preset plus TypeScript, as Gatsby's unit-testing guide sets it up.
module.exports = require('babel-jest').default.createTransformer({
  presets: ['babel-preset-gatsby', '@babel/preset-typescript'],
});
