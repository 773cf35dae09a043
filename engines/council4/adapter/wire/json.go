package wire

import (
	"encoding/json"
	"fmt"
)

// Obj is a JSON object as the wire carries it; numbers are json.Number (Decoder.UseNumber).
type Obj = map[string]any

// Str reads an optional string field: "" when absent or null; an error names the field.
func Str(o Obj, key, where string) (string, error) {
	v, ok := o[key]
	if !ok || v == nil {
		return "", nil
	}
	s, ok := v.(string)
	if !ok {
		return "", InvalidPosition("%s.%s: not a string: %v", where, key, v)
	}
	return s, nil
}

// Int reads an optional integer field, def when absent or null.
func Int(o Obj, key, where string, def int) (int, error) {
	v, ok := o[key]
	if !ok || v == nil {
		return def, nil
	}
	n, ok := v.(json.Number)
	if !ok {
		return 0, InvalidPosition("%s.%s: not a number: %v", where, key, v)
	}
	i, err := n.Int64()
	if err != nil {
		return 0, InvalidPosition("%s.%s: not an integer: %v", where, key, v)
	}
	return int(i), nil
}

// Bool reads an optional boolean field.
func Bool(o Obj, key, where string) (bool, error) {
	v, ok := o[key]
	if !ok || v == nil {
		return false, nil
	}
	b, ok := v.(bool)
	if !ok {
		return false, InvalidPosition("%s.%s: not a boolean: %v", where, key, v)
	}
	return b, nil
}

// List reads an optional array field.
func List(o Obj, key, where string) ([]any, error) {
	v, ok := o[key]
	if !ok || v == nil {
		return nil, nil
	}
	l, ok := v.([]any)
	if !ok {
		return nil, InvalidPosition("%s.%s: not a list: %v", where, key, v)
	}
	return l, nil
}

// Strings reads an optional array of strings.
func Strings(o Obj, key, where string) ([]string, error) {
	l, err := List(o, key, where)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(l))
	for i, v := range l {
		s, ok := v.(string)
		if !ok {
			return nil, InvalidPosition("%s.%s[%d]: not a string: %v", where, key, i, v)
		}
		out = append(out, s)
	}
	return out, nil
}

// Objects reads an optional array of objects.
func Objects(o Obj, key, where string) ([]Obj, error) {
	l, err := List(o, key, where)
	if err != nil {
		return nil, err
	}
	out := make([]Obj, 0, len(l))
	for i, v := range l {
		m, ok := v.(Obj)
		if !ok {
			return nil, InvalidPosition("%s.%s[%d]: not an object", where, key, i)
		}
		out = append(out, m)
	}
	return out, nil
}

// Object reads an optional object field (nil when absent or null).
func Object(o Obj, key, where string) (Obj, error) {
	v, ok := o[key]
	if !ok || v == nil {
		return nil, nil
	}
	m, ok := v.(Obj)
	if !ok {
		return nil, InvalidPosition("%s.%s: not an object", where, key)
	}
	return m, nil
}

// Only refuses any field of o outside allowed (objects are strict within a version).
func Only(o Obj, where string, allowed ...string) error {
	for key := range o {
		found := false
		for _, a := range allowed {
			if key == a {
				found = true
				break
			}
		}
		if !found {
			return InvalidPosition("%s: unknown field %q", where, key)
		}
	}
	return nil
}

func oneLine(v any) string {
	s := fmt.Sprint(v)
	out := make([]rune, 0, len(s))
	for _, r := range s {
		if r == '\n' || r == '\r' {
			r = ' '
		}
		out = append(out, r)
	}
	return string(out)
}
