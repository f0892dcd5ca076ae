/** The one way a route says 'no such page': the root error boundary renders it. */
export const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });
