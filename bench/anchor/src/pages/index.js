import React from 'react';

/** One heading and one paragraph: what Gatsby 5 + React 19 ship before any of our code. */
export default function Anchor() {
  return (
    <main>
      <h1>Ultrafast lasers</h1>
      <p>A bare Gatsby 5 and React 19 page, measured next to the site in the same run.</p>
    </main>
  );
}

export function Head() {
  return (
    <>
      <title>Anchor</title>
      <meta name="description" content="A bare Gatsby 5 and React 19 page used as the bench anchor." />
    </>
  );
}
