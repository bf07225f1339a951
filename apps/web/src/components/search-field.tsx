import Search from "@mui/icons-material/Search";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value.ts";

type SearchFieldProps = {
  label: string;
  value: string;
  /** Called once typing pauses, not on every key. */
  onSearch: (value: string) => void;
  helperText?: string | undefined;
};

/** A search box whose term lives elsewhere (usually the address): typed freely, sent once the user pauses. */
export function SearchField({ label, value, onSearch, helperText }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const debounced = useDebouncedValue(text);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing sends the term
  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    onSearch(debounced);
  }, [debounced]);
  // A term changed from outside (a link, the back button) replaces what the box shows.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  return (
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      helperText={helperText}
      size="small"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
