import React from 'react';

/**
 * The same bare page in Chinese, for the site's Chinese pages: what Gatsby 5 + React 19 ship, plus what
 * the browser pays to lay out Chinese text (a CJK font found by fallback and shaped), which an English
 * page never pays.
 */
export default function AnchorZh() {
  return (
    <main>
      <h1>超快激光器</h1>
      <p>一个最简的 Gatsby 5 与 React 19 页面，与本站的页面在同一次运行中测量，作为比较的基准。</p>
    </main>
  );
}

export function Head() {
  return (
    <>
      <title>基准页</title>
      <meta name="description" content="测量基准：最简的 Gatsby 5 与 React 19 中文页面。" />
    </>
  );
}
