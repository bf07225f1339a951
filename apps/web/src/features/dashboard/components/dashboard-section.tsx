import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

type DashboardSectionProps = {
  title: string;
  /** A wide table scrolls sideways on a phone; the keyboard reaches it too. */
  scrollable?: boolean;
  children: ReactNode;
};

/** A titled card of the dashboard and the statistics, named by its title for assistive technologies. */
export function DashboardSection({ title, scrollable = false, children }: DashboardSectionProps) {
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent {...(scrollable ? { tabIndex: 0, sx: { overflowX: "auto" } } : {})}>
        <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
