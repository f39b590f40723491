// The one place that says how Chromium is launched here: Debian's /usr/bin/chromium (Playwright never
// downloads a browser), with the flags that running as root on a closed network needs.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};
