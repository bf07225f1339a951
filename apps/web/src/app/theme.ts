import { alpha, createTheme } from "@mui/material/styles";
import { muiFrench } from "./mui-french.ts";

const aubergine = "#4a2545";
const champagne = "#efe3cc";
const sand = "#f6f1e9";
const ivory = "#fffdf9";
const ink = "#2b2126";

const headingFont = '"EB Garamond", Georgia, "Times New Roman", serif';
const textFont = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const focusRing = { outline: `2px solid ${aubergine}`, outlineOffset: 2 };

/**
 * One calm theme for the whole back office. Every colour that carries text keeps a contrast of at
 * least 4.5:1 on white, sand and champagne (WCAG AA). The spec's status colours (part 1 §4) map to
 * warning (request received), secondary (quote sent), success (confirmed) and error (refused).
 */
export const theme = createTheme(
  {
    palette: {
      mode: "light",
      primary: { main: aubergine, light: "#6e4168", dark: "#331730", contrastText: "#ffffff" },
      secondary: { main: "#7d5a2c", light: champagne, dark: "#5c411d", contrastText: "#ffffff" },
      success: { main: "#2e6b4f", contrastText: "#ffffff" },
      warning: { main: "#8f5408", contrastText: "#ffffff" },
      error: { main: "#a3333d", contrastText: "#ffffff" },
      info: { main: "#365a7d", contrastText: "#ffffff" },
      background: { default: sand, paper: ivory },
      text: { primary: ink, secondary: "#5f5358" },
      divider: "#e4d9c8",
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: textFont,
      h1: { fontFamily: headingFont, fontWeight: 600, fontSize: "2.5rem", lineHeight: 1.15 },
      h2: { fontFamily: headingFont, fontWeight: 600, fontSize: "1.75rem", lineHeight: 1.2 },
      h3: { fontFamily: headingFont, fontWeight: 600, fontSize: "1.5rem" },
      h4: { fontFamily: headingFont, fontWeight: 600, fontSize: "1.35rem" },
      h5: { fontFamily: headingFont, fontWeight: 600, fontSize: "1.2rem" },
      h6: { fontFamily: headingFont, fontWeight: 600, fontSize: "1.1rem" },
      button: { textTransform: "none", fontWeight: 600, letterSpacing: 0.1 },
      overline: { letterSpacing: 1.2, fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Keyboard users always see where they are, whatever the component.
          ":focus-visible": focusRing,
          body: { WebkitFontSmoothing: "antialiased" },
        },
      },
      MuiButtonBase: { styleOverrides: { root: { "&.Mui-focusVisible": focusRing } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: "inherit" },
        styleOverrides: { root: { backgroundColor: ivory, borderBottom: "1px solid #e4d9c8" } },
      },
      MuiCard: {
        defaultProps: { variant: "outlined" },
        styleOverrides: { root: { borderColor: "#e4d9c8" } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            "&.Mui-selected, &.Mui-selected:hover": { backgroundColor: champagne, color: aubergine },
            "&:hover": { backgroundColor: alpha(champagne, 0.6) },
          },
        },
      },
      // MUI's default (54 % black) falls just short of 4.5:1 on ivory.
      MuiToggleButton: {
        styleOverrides: {
          root: {
            color: "#5f5358",
            "&.Mui-selected, &.Mui-selected:hover": { backgroundColor: champagne, color: aubergine },
          },
        },
      },
      MuiLink: { defaultProps: { underline: "hover" }, styleOverrides: { root: { fontWeight: 500 } } },
    },
  },
  muiFrench,
);
