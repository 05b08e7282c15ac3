import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Let Vite's dependency scanner crawl every story up front. Without it, a cold cache discovers
    // packages/ui's dependencies mid-run, re-optimises and reloads the page, which makes the Vitest
    // browser run fail with "Vitest failed to find the runner". (The deps live in packages/ui's
    // node_modules, so naming them in optimizeDeps.include from the root would not resolve.)
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      entries: [
        ...toArray(viteConfig.optimizeDeps?.entries),
        '.storybook/preview.tsx',
        'packages/ui/src/**/*.stories.tsx',
      ],
    };
    return viteConfig;
  },
};

function toArray(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export default config;
