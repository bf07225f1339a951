import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField, type FormTextFieldProps } from "./form-text-field.tsx";

type FormPasswordFieldProps<T extends FieldValues, C, R extends FieldValues> = Omit<
  FormTextFieldProps<T, C, R>,
  "type" | "slotProps"
> & {
  /** "current-password" to sign in or confirm, "new-password" to choose one (password managers rely on it). */
  autoComplete: "current-password" | "new-password";
};

export function FormPasswordField<T extends FieldValues, C, R extends FieldValues>(props: FormPasswordFieldProps<T, C, R>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? "text" : "password"}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t("password.hide") : t("password.show")}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
