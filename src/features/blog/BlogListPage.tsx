export function BlogListPage() {
  return <h1>Our Blog</h1>;
}
