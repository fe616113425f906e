// Chromium comes from the system (apt `chromium`); never download a browser at install time.
module.exports = { skipDownload: true };
