// Jest stand-in for side-effect CSS imports (`import './Thing.css'`); the build bundles the real CSS.
module.exports = {};
