import type { SvgIconComponent } from "@mui/icons-material";
import AccountBalanceOutlined from "@mui/icons-material/AccountBalanceOutlined";
import AdminPanelSettingsOutlined from "@mui/icons-material/AdminPanelSettingsOutlined";
import ArticleOutlined from "@mui/icons-material/ArticleOutlined";
import AssignmentReturnOutlined from "@mui/icons-material/AssignmentReturnOutlined";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import CalendarMonthOutlined from "@mui/icons-material/CalendarMonthOutlined";
import CardMembershipOutlined from "@mui/icons-material/CardMembershipOutlined";
import CelebrationOutlined from "@mui/icons-material/CelebrationOutlined";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import EventNoteOutlined from "@mui/icons-material/EventNoteOutlined";
import ForumOutlined from "@mui/icons-material/ForumOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import HotelOutlined from "@mui/icons-material/HotelOutlined";
import InfoOutlined from "@mui/icons-material/InfoOutlined";
import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import LocalOfferOutlined from "@mui/icons-material/LocalOfferOutlined";
import ManageAccountsOutlined from "@mui/icons-material/ManageAccountsOutlined";
import MeetingRoomOutlined from "@mui/icons-material/MeetingRoomOutlined";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import PeopleOutlined from "@mui/icons-material/PeopleOutlined";
import PhotoLibraryOutlined from "@mui/icons-material/PhotoLibraryOutlined";
import QuizOutlined from "@mui/icons-material/QuizOutlined";
import ReceiptLongOutlined from "@mui/icons-material/ReceiptLongOutlined";
import RequestQuoteOutlined from "@mui/icons-material/RequestQuoteOutlined";
import ReviewsOutlined from "@mui/icons-material/ReviewsOutlined";
import SavingsOutlined from "@mui/icons-material/SavingsOutlined";
import SellOutlined from "@mui/icons-material/SellOutlined";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";
import TuneOutlined from "@mui/icons-material/TuneOutlined";
import { paths } from "../../config/paths.ts";

type NavigationItem = {
  id:
    | "account"
    | "subscription"
    | "notificationSettings"
    | "dashboard"
    | "statistics"
    | "events"
    | "clients"
    | "messages"
    | "agenda"
    | "reviews"
    | "showcaseInformation"
    | "showcaseCompany"
    | "media"
    | "showcaseSpaces"
    | "showcaseAvailability"
    | "showcaseFaq"
    | "showcaseAccommodations"
    | "showcasePromotions"
    | "showcaseTeam"
    | "products"
    | "quoteConfig"
    | "quotes"
    | "invoices"
    | "depositInvoices"
    | "creditNotes"
    | "books"
    | "tasks"
    | "adminVendors"
    | "adminArticles";
  path: string;
  icon: SvgIconComponent;
  /** Only for the vendor types that have it (domain hasVenueSections): spaces and accommodations. */
  venueOnly?: true;
  /** Shows the unread messages counter. */
  counter?: "messages";
};
type NavigationGroup = {
  id: "activity" | "sales" | "showcase" | "account" | "admin";
  items: NavigationItem[];
  /** Only for administrators (the token's `admin` group); the API refuses the others anyway. */
  adminOnly?: true;
};

/**
 * Grouped as a vendor thinks (Activité, Ventes, Vitrine, Gestion, Compte — ARCHITECTURE.md). Only
 * screens that exist are listed: a group appears with its first implemented screen.
 */
export const navigationGroups: NavigationGroup[] = [
  {
    id: "activity",
    items: [
      { id: "dashboard", path: paths.dashboard, icon: DashboardOutlined },
      { id: "statistics", path: paths.statistics, icon: InsightsOutlined },
      { id: "events", path: paths.events, icon: CelebrationOutlined },
      { id: "clients", path: paths.clients, icon: PeopleOutlined },
      { id: "messages", path: paths.messages, icon: ForumOutlined, counter: "messages" },
      { id: "agenda", path: paths.agenda, icon: EventNoteOutlined },
      { id: "tasks", path: paths.tasks, icon: TaskAltOutlined },
    ],
  },
  {
    id: "sales",
    items: [
      { id: "quotes", path: paths.quotes, icon: RequestQuoteOutlined },
      { id: "invoices", path: paths.invoices, icon: ReceiptLongOutlined },
      { id: "depositInvoices", path: paths.depositInvoices, icon: SavingsOutlined },
      { id: "creditNotes", path: paths.creditNotes, icon: AssignmentReturnOutlined },
      { id: "books", path: paths.books, icon: AccountBalanceOutlined },
      { id: "products", path: paths.products, icon: SellOutlined },
      { id: "quoteConfig", path: paths.quoteConfig, icon: TuneOutlined },
    ],
  },
  {
    id: "showcase",
    items: [
      { id: "showcaseInformation", path: paths.showcaseInformation, icon: InfoOutlined },
      { id: "showcaseCompany", path: paths.showcaseCompany, icon: BusinessOutlined },
      { id: "media", path: paths.media, icon: PhotoLibraryOutlined },
      { id: "showcaseSpaces", path: paths.showcaseSpaces, icon: MeetingRoomOutlined, venueOnly: true },
      { id: "showcaseAccommodations", path: paths.showcaseAccommodations, icon: HotelOutlined, venueOnly: true },
      { id: "showcasePromotions", path: paths.showcasePromotions, icon: LocalOfferOutlined },
      { id: "showcaseTeam", path: paths.showcaseTeam, icon: GroupsOutlined },
      { id: "showcaseAvailability", path: paths.showcaseAvailability, icon: CalendarMonthOutlined },
      { id: "showcaseFaq", path: paths.showcaseFaq, icon: QuizOutlined },
      { id: "reviews", path: paths.reviews, icon: ReviewsOutlined },
    ],
  },
  {
    id: "account",
    items: [
      { id: "account", path: paths.account, icon: ManageAccountsOutlined },
      { id: "subscription", path: paths.subscription, icon: CardMembershipOutlined },
      { id: "notificationSettings", path: paths.notificationSettings, icon: NotificationsOutlined },
    ],
  },
  {
    id: "admin",
    adminOnly: true,
    items: [
      { id: "adminVendors", path: paths.adminVendors, icon: AdminPanelSettingsOutlined },
      { id: "adminArticles", path: paths.adminArticles, icon: ArticleOutlined },
    ],
  },
];
