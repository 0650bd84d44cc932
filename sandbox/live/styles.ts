// Inline CSS so a person can look at the demo pages; no external resources.
export const PAGE_CSS = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2933;background:#faf7f2}
#masterPage{max-width:860px;margin:0 auto;padding:0 20px}
.site-header{padding:24px 0;border-bottom:1px solid #e4ddd2}
.site-title{font-size:1.6rem;font-weight:700;color:#2f5d50;text-decoration:none}
main{padding:24px 0}
.products{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px;padding:0;list-style:none}
.products li,.card{background:#fff;border:1px solid #e4ddd2;border-radius:10px;padding:16px}
.price{color:#2f5d50;font-weight:600}
[data-hook="reviews-list"]{list-style:none;padding:0}
[data-hook="review-item"]{background:#fff;border:1px solid #e4ddd2;border-radius:10px;padding:14px;margin:12px 0;overflow-wrap:anywhere}
[data-hook="review-rating"]{color:#d4a017;margin-left:8px}
[data-hook="review-reply"]{border-left:3px solid #2f5d50;padding-left:10px;color:#52606d}
.site-footer{padding:24px 0;color:#7b8794;font-size:.85rem;border-top:1px solid #e4ddd2}
a{color:#2f5d50}
`;
