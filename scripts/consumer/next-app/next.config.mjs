// next.config.mjs
/** @type {import('next').NextConfig} */
const nextConfig = {
  // styled-components' SWC transform: the same class names on the server and in the browser.
  compiler: { styledComponents: true },
};

export default nextConfig;
