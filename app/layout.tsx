import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { NowProvider } from "@/components/format/now-provider";
import { ThemeProvider } from "@/components/theme-provider";
import { Toaster } from "@/components/toaster";
import { savedThemeScript } from "@/lib/appearance/theme-storage";
import { htmlAppearance } from "@/lib/server/appearance/page-appearance";
// Inter, self-hosted from npm (no font is fetched from another host); latin-ext covers Turkish.
import "@fontsource-variable/inter";
// The other faces of the appearance settings; @font-face files are fetched only when text uses them.
import "@fontsource-variable/open-sans";
import "@fontsource-variable/roboto";
import "@fontsource/lato/400.css";
import "@fontsource/lato/700.css";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return { title: { default: t("title"), template: `%s · ${t("title")}` }, description: t("description") };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbfbfd" },
    { media: "(prefers-color-scheme: dark)", color: "#16171d" },
  ],
};

/**
 * The moment of this request's render, handed to the browser (NowProvider) so that what it shows
 * relative to "now" hydrates as the server rendered it. A server component renders once per request.
 */
const renderedAt = () => Date.now();

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, appearance] = await Promise.all([getLocale(), htmlAppearance()]);
  return (
    // next-themes sets the class on <html> before hydration; the warning would be noise.
    // The appearance attributes (accent, font, density…) are server-rendered: no flash on load.
    <html lang={locale} suppressHydrationWarning {...appearance.attributes} style={appearance.style}>
      <body className="min-h-dvh">
        {appearance.savedTheme && (
          <script dangerouslySetInnerHTML={{ __html: savedThemeScript(appearance.savedTheme) }} />
        )}
        <NextIntlClientProvider>
          <NowProvider now={renderedAt()}>
            <ThemeProvider>
              {children}
              <Toaster />
            </ThemeProvider>
          </NowProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
