import { isSessionValid } from "@cortege/api-client";
import { lazy } from "react";
import { Navigate, Route, Routes } from "react-router";
import { NotFoundPage } from "../components/not-found-page.tsx";
import { paths } from "../config/paths.ts";
import { i18n } from "../lib/i18n/i18n.ts";
import { AdminOnly } from "../lib/session/admin-only.tsx";
import { sessionStore } from "../lib/session/api.ts";
import { RedirectIfSignedIn } from "../lib/session/redirect-if-signed-in.tsx";
import { RequireSession } from "../lib/session/require-session.tsx";
import { RequireVendor } from "../lib/session/require-vendor.tsx";
import { VenueOnly } from "../lib/session/venue-only.tsx";
import { homeNamespaces, shellNamespaces } from "./first-screen.ts";
import { RootLayout } from "./root-layout.tsx";
import { settledLazy } from "./settled-lazy.ts";

// One chunk per page: the login screen does not download the back office.
const LoginPage = lazy(() => import("../features/users/pages/login-page.tsx").then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import("../features/users/pages/register-page.tsx").then((m) => ({ default: m.RegisterPage })));
const ConfirmEmailPage = lazy(() =>
  import("../features/users/pages/confirm-email-page.tsx").then((m) => ({ default: m.ConfirmEmailPage })),
);
const ForgotPasswordPage = lazy(() =>
  import("../features/users/pages/forgot-password-page.tsx").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/users/pages/reset-password-page.tsx").then((m) => ({ default: m.ResetPasswordPage })),
);
const WelcomePage = lazy(() => import("../features/vendors/pages/welcome-page.tsx").then((m) => ({ default: m.WelcomePage })));
// The shell's texts are fetched beside the shell's code rather than after it has rendered (one round trip less before
// the first back-office screen).
// The home (where the login leads): its code and the texts of its cards (events, the showcase checklist, the blog),
// fetched together rather than each once the one before has rendered; started beside the layout's when the address is
// the home's.
const dashboardPage = settledLazy(() =>
  Promise.all([import("../features/dashboard/pages/dashboard-page.tsx"), i18n.loadNamespaces(homeNamespaces)]).then(([m]) => ({
    default: m.DashboardPage,
  })),
);
const appLayout = settledLazy(() => {
  if (window.location.pathname === paths.dashboard) void dashboardPage.preload();
  return Promise.all([import("./layout/app-layout.tsx"), i18n.loadNamespaces(shellNamespaces)]).then(([m]) => ({
    default: m.AppLayout,
  }));
});
const AppLayout = appLayout.Page;
const SubscriptionPage = lazy(() =>
  import("../features/subscriptions/pages/subscription-page.tsx").then((m) => ({ default: m.SubscriptionPage })),
);
const AccountPage = lazy(() => import("../features/users/pages/account-page.tsx").then((m) => ({ default: m.AccountPage })));
const NotificationsPage = lazy(() =>
  import("../features/notifications/pages/notifications-page.tsx").then((m) => ({ default: m.NotificationsPage })),
);
const NotificationSettingsPage = lazy(() =>
  import("../features/notifications/pages/notification-settings-page.tsx").then((m) => ({ default: m.NotificationSettingsPage })),
);
const DashboardPage = dashboardPage.Page;
const BooksPage = lazy(() => import("../features/transactions/pages/books-page.tsx").then((m) => ({ default: m.BooksPage })));
const StatisticsPage = lazy(() =>
  import("../features/dashboard/pages/statistics-page.tsx").then((m) => ({ default: m.StatisticsPage })),
);
const EventsPage = lazy(() => import("../features/events/pages/events-page.tsx").then((m) => ({ default: m.EventsPage })));
const EventPage = lazy(() => import("../features/events/pages/event-page.tsx").then((m) => ({ default: m.EventPage })));
const EventStatusesPage = lazy(() =>
  import("../features/events/pages/event-statuses-page.tsx").then((m) => ({ default: m.EventStatusesPage })),
);
const ClientsPage = lazy(() => import("../features/clients/pages/clients-page.tsx").then((m) => ({ default: m.ClientsPage })));
const MarketplaceInboxPage = lazy(() =>
  import("../features/marketplaces/pages/marketplace-inbox-page.tsx").then((m) => ({ default: m.MarketplaceInboxPage })),
);
const MessagesPage = lazy(() =>
  import("../features/conversations/pages/messages-page.tsx").then((m) => ({ default: m.MessagesPage })),
);
const ClientPage = lazy(() => import("../features/clients/pages/client-page.tsx").then((m) => ({ default: m.ClientPage })));
const ProductsPage = lazy(() =>
  import("../features/products/pages/products-page.tsx").then((m) => ({ default: m.ProductsPage })),
);
const DocumentsPage = lazy(() =>
  import("../features/documents/pages/documents-page.tsx").then((m) => ({ default: m.DocumentsPage })),
);
const DocumentPage = lazy(() =>
  import("../features/documents/pages/document-page.tsx").then((m) => ({ default: m.DocumentPage })),
);
const InformationPage = lazy(() =>
  import("../features/showcase/pages/information-page.tsx").then((m) => ({ default: m.InformationPage })),
);
const CompanyPage = lazy(() => import("../features/showcase/pages/company-page.tsx").then((m) => ({ default: m.CompanyPage })));
const SpacesPage = lazy(() => import("../features/showcase/pages/spaces-page.tsx").then((m) => ({ default: m.SpacesPage })));
const AvailabilityPage = lazy(() =>
  import("../features/showcase/pages/availability-page.tsx").then((m) => ({ default: m.AvailabilityPage })),
);
const FaqPage = lazy(() => import("../features/showcase/pages/faq-page.tsx").then((m) => ({ default: m.FaqPage })));
const AccommodationsPage = lazy(() =>
  import("../features/showcase/pages/accommodations-page.tsx").then((m) => ({ default: m.AccommodationsPage })),
);
const PromotionsPage = lazy(() =>
  import("../features/showcase/pages/promotions-page.tsx").then((m) => ({ default: m.PromotionsPage })),
);
const TeamPage = lazy(() => import("../features/showcase/pages/team-page.tsx").then((m) => ({ default: m.TeamPage })));
const ReviewsPage = lazy(() => import("../features/calendar/pages/reviews-page.tsx").then((m) => ({ default: m.ReviewsPage })));
const AgendaPage = lazy(() => import("../features/calendar/pages/agenda-page.tsx").then((m) => ({ default: m.AgendaPage })));
const BoardsPage = lazy(() => import("../features/tasks/pages/boards-page.tsx").then((m) => ({ default: m.BoardsPage })));
const BoardPage = lazy(() => import("../features/tasks/pages/board-page.tsx").then((m) => ({ default: m.BoardPage })));
const BoardTemplatesPage = lazy(() =>
  import("../features/tasks/pages/board-templates-page.tsx").then((m) => ({ default: m.BoardTemplatesPage })),
);
const QuoteConfigPage = lazy(() =>
  import("../features/quote-config/pages/quote-config-page.tsx").then((m) => ({ default: m.QuoteConfigPage })),
);
const AdminVendorsPage = lazy(() =>
  import("../features/admin/pages/admin-vendors-page.tsx").then((m) => ({ default: m.AdminVendorsPage })),
);
const AdminVendorPage = lazy(() =>
  import("../features/admin/pages/admin-vendor-page.tsx").then((m) => ({ default: m.AdminVendorPage })),
);
const ArticlesPage = lazy(() => import("../features/blog/pages/articles-page.tsx").then((m) => ({ default: m.ArticlesPage })));
const ArticleEditorPage = lazy(() =>
  import("../features/blog/pages/article-editor-page.tsx").then((m) => ({ default: m.ArticleEditorPage })),
);
const MediaPage = lazy(() => import("../features/media-library/pages/media-page.tsx").then((m) => ({ default: m.MediaPage })));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<RedirectIfSignedIn />}>
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.register} element={<RegisterPage />} />
          <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
          <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        </Route>
        <Route element={<RequireSession />}>
          <Route path={paths.welcome} element={<WelcomePage />} />
          <Route element={<RequireVendor />}>
            <Route element={<AppLayout />}>
              {/* « Tableau de bord » is the home of the back office (with the onboarding checklist until it is done). */}
              <Route index element={<Navigate to={paths.dashboard} replace />} />
              <Route path={paths.dashboard} element={<DashboardPage />} />
              <Route path={paths.statistics} element={<StatisticsPage />} />
              <Route path={paths.books} element={<BooksPage />} />
              <Route path={paths.account} element={<AccountPage />} />
              <Route path={paths.subscription} element={<SubscriptionPage />} />
              <Route path={paths.notificationSettings} element={<NotificationSettingsPage />} />
              <Route path={paths.notifications} element={<NotificationsPage />} />
              <Route path={paths.events} element={<EventsPage />} />
              <Route path={paths.eventStatuses} element={<EventStatusesPage />} />
              <Route path={paths.event} element={<EventPage />} />
              <Route path={paths.clients} element={<ClientsPage />} />
              <Route path={paths.client} element={<ClientPage />} />
              <Route path={paths.messages} element={<MessagesPage />} />
              <Route path={paths.marketplaceInbox} element={<MarketplaceInboxPage />} />
              <Route path={paths.showcaseInformation} element={<InformationPage />} />
              <Route path={paths.showcaseCompany} element={<CompanyPage />} />
              <Route path={paths.media} element={<MediaPage />} />
              <Route
                path={paths.showcaseSpaces}
                element={
                  <VenueOnly>
                    <SpacesPage />
                  </VenueOnly>
                }
              />
              <Route path={paths.showcaseAvailability} element={<AvailabilityPage />} />
              <Route path={paths.showcaseFaq} element={<FaqPage />} />
              <Route
                path={paths.showcaseAccommodations}
                element={
                  <VenueOnly>
                    <AccommodationsPage />
                  </VenueOnly>
                }
              />
              <Route path={paths.showcasePromotions} element={<PromotionsPage />} />
              <Route path={paths.showcaseTeam} element={<TeamPage />} />
              <Route path={paths.products} element={<ProductsPage />} />
              <Route path={paths.quoteConfig} element={<QuoteConfigPage />} />
              <Route path={paths.quotes} element={<DocumentsPage key="QUOTE" quoteType="QUOTE" />} />
              <Route path={paths.invoices} element={<DocumentsPage key="INVOICE" quoteType="INVOICE" />} />
              <Route path={paths.depositInvoices} element={<DocumentsPage key="DEPOSIT" quoteType="DEPOSIT" />} />
              <Route path={paths.creditNotes} element={<DocumentsPage key="CREDIT_NOTE" quoteType="CREDIT_NOTE" />} />
              <Route path={paths.document} element={<DocumentPage />} />
              <Route path={paths.agenda} element={<AgendaPage />} />
              <Route path={paths.reviews} element={<ReviewsPage />} />
              <Route path={paths.tasks} element={<BoardsPage />} />
              <Route path={paths.taskTemplates} element={<BoardTemplatesPage />} />
              <Route path={paths.taskBoard} element={<BoardPage />} />
              <Route
                path={paths.adminVendors}
                element={
                  <AdminOnly>
                    <AdminVendorsPage />
                  </AdminOnly>
                }
              />
              <Route
                path={paths.adminVendor}
                element={
                  <AdminOnly>
                    <AdminVendorPage />
                  </AdminOnly>
                }
              />
              <Route
                path={paths.adminArticles}
                element={
                  <AdminOnly>
                    <ArticlesPage />
                  </AdminOnly>
                }
              />
              <Route
                path={paths.adminArticleNew}
                element={
                  <AdminOnly>
                    <ArticleEditorPage />
                  </AdminOnly>
                }
              />
              <Route
                path={paths.adminArticle}
                element={
                  <AdminOnly>
                    <ArticleEditorPage />
                  </AdminOnly>
                }
              />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}

/** The app opens signed in, so on a back-office screen (a public address then leads to the home). */
export function opensInBackOffice(): boolean {
  return isSessionValid(sessionStore) && window.location.pathname !== paths.welcome;
}

/**
 * Opened signed in at a back-office address (the home after signing in, a bookmark): the layout's code and texts are
 * fetched at once, beside the vendor list that the layout waits for, instead of after it; the home's page and texts
 * too. On a phone's connection each of these waits is a round trip before the first screen. Settles when they have
 * arrived (or failed: the page's error screen then says so), so that the first render finds them there.
 */
function preloadBackOffice(): Promise<unknown> {
  if (!opensInBackOffice()) return Promise.resolve();
  const pages: Promise<unknown>[] = [appLayout.preload()];
  // The layout starts the home's when the address is the home's; "/" leads there.
  if (window.location.pathname === "/" || window.location.pathname === paths.dashboard) pages.push(dashboardPage.preload());
  return Promise.allSettled(pages);
}
/** The first screen's pages, when the app opens on one (index.html's loader stays on screen meanwhile). */
export const firstScreenReady = preloadBackOffice();
