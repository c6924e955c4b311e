// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // SPEC §9 breakpoints: ss 360, ms 480, xs 576, sm 768, md 992, lg 1200, xl 1520, ll 1920.
    deviceSizes: [360, 480, 576, 768, 992, 1200, 1520, 1920],
  },
};

export default nextConfig;
