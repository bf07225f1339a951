import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

type SectionCardProps = {
  title: string;
  description?: ReactNode;
  /** A destructive section: outlined in the error colour so that it is never clicked by habit. */
  danger?: boolean;
  children: ReactNode;
};

/** One section of a settings page: an h2 title, an optional explanation, then its form. */
export function SectionCard({ title, description, danger = false, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={danger ? { borderColor: "error.main" } : undefined}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, "&:last-child": { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: "1.5rem", mb: description ? 0.5 : 2 }}>
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
            {description}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
