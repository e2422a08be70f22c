export function BlogPostPage() {
  return <p>Loading blog post...</p>;
}
