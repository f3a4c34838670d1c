// What a visitor sees while the database is away: plain HTML with its style inline (allowed by our CSP), no script,
// no image, nothing fetched, so it renders whatever else is down. "Try again" reloads the page they asked for.
export const outagePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a minute – Margdarshak</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #f5f7fb; color: #1f2937; }
  main { max-width: 32rem; padding: 2rem; text-align: center; line-height: 1.5; }
  h1 { font-size: 1.6rem; margin: 0 0 1rem; }
  a { color: #1d4ed8; font-weight: 600; }
</style>
</head>
<body>
<main>
  <h1>Margdarshak will be back in a minute</h1>
  <p>We cannot reach our database just now, so pages and bookings are paused for a moment. Nothing you have already saved is lost.</p>
  <p><a href="">Try again</a></p>
</main>
</body>
</html>
`;
