package explain

import (
	"fmt"
	"strings"
)

// Lang is the language of a page's words ("en" or "fr"); the clause
// quotes stay in the language of their source, and the verifier's
// messages, hand descriptions and the site's names are not translated.
type Lang string

// The languages of a page.
const (
	English Lang = "en"
	French  Lang = "fr"
)

// ParseLang checks a --lang value.
func ParseLang(s string) (Lang, error) {
	switch Lang(s) {
	case English, "":
		return English, nil
	case French:
		return French, nil
	}
	return "", fmt.Errorf("unknown language %q (en or fr)", s)
}

// words holds each phrase of the page in English and French.
var words = map[string][2]string{
	"to":              {"to", "à"},
	"pot name":        {"%s pot", "pot %s"},
	"seat col":        {"Seat", "Siège"},
	"title":           {"Hand %s: the rules against the record", "Main %s : les règles face à l'historique"},
	"site":            {"Site", "Site"},
	"table":           {"Table", "Table"},
	"hand":            {"Hand", "Main"},
	"tournament":      {"Tournament", "Tournoi"},
	"start":           {"Start", "Début"},
	"utc":             {"UTC", "UTC"},
	"site time":       {"site's time", "heure du site"},
	"game":            {"Game", "Jeu"},
	"limit":           {"Limit", "Limite"},
	"stakes":          {"Stakes", "Enjeux"},
	"profile":         {"Rule profile", "Profil de règles"},
	"button":          {"button", "bouton"},
	"no button":       {"no button", "pas de bouton"},
	"seats":           {"Seats", "Sièges"},
	"seat":            {"seat", "siège"},
	"player":          {"Player", "Joueur"},
	"stack":           {"Stack", "Tapis"},
	"cards":           {"Cards", "Cartes"},
	"shown":           {"shown", "montrées"},
	"dealt":           {"dealt", "distribuées"},
	"sitting out":     {"sitting out", "absent"},
	"actions":         {"Actions", "Actions"},
	"actions note":    {"stack and pot after each action; line numbers of the history", "tapis et pot après chaque action ; numéros de ligne de l'historique"},
	"line":            {"Line", "Ligne"},
	"action":          {"Action", "Action"},
	"pot":             {"Pot", "Pot"},
	"board":           {"Board", "Tableau"},
	"boards":          {"Boards", "Tableaux"},
	"run":             {"run", "tirage"},
	"contributions":   {"Contributions", "Mises"},
	"contrib note":    {"RULES §6.1: uncalled bets go back before the pots are built", "RULES §6.1 : les mises non suivies sont rendues avant la constitution des pots"},
	"put in":          {"put in", "misé"},
	"dead":            {"dead", "mort"},
	"returned":        {"uncalled, returned", "non suivi, rendu"},
	"folded":          {"folded", "couché"},
	"all-in":          {"all-in", "tapis"},
	"total pot":       {"Total pot rebuilt", "Pot total reconstitué"},
	"site wrote":      {"the site wrote", "le site a écrit"},
	"rake":            {"rake", "commission"},
	"fees":            {"fees", "frais"},
	"pots":            {"Pots and who wins them", "Les pots et leurs gagnants"},
	"to share":        {"to share", "à partager"},
	"before rake":     {"before rake", "avant commission"},
	"eligible":        {"eligible", "éligibles"},
	"undecided":       {"nobody eligible showed: the record does not decide this pot", "aucun joueur éligible n'a montré ses cartes : l'historique ne permet pas de décider ce pot"},
	"uncontested":     {"one eligible player left: the pot is his without a showdown", "un seul joueur éligible reste : le pot lui revient sans abattage"},
	"odd unit run":    {"takes the odd unit between runs", "prend l'unité indivisible entre les tirages"},
	"no hand":         {"no hand under this rule", "pas de main selon cette règle"},
	"plays":           {"plays", "joue"},
	"whole pot":       {"whole pot", "pot entier"},
	"high half":       {"high half", "moitié haute"},
	"low half":        {"low half", "moitié basse"},
	"odd chip":        {"odd chip", "jeton indivisible"},
	"odd chip to":     {"odd chip to", "jeton indivisible à"},
	"odd unit half":   {"this half takes the odd unit between the halves", "cette moitié prend l'unité indivisible entre les moitiés"},
	"no low":          {"no eligible low qualifies, the high hand takes it all", "aucun bas éligible ne se qualifie, la main haute prend tout"},
	"decision":        {"Decision", "Décision"},
	"clauses":         {"Clauses", "Articles"},
	"hands":           {"Hands", "Mains"},
	"rule":            {"Rule", "Règle"},
	"paid":            {"Paid: by the rules / by the site", "Payé : selon les règles / par le site"},
	"by rules":        {"by the rules", "selon les règles"},
	"by site":         {"by the site", "par le site"},
	"differs":         {"differs", "diffère"},
	"habit accepted":  {"the site's documented odd-chip habit, accepted [%s]", "l'usage documenté du site pour le jeton indivisible, accepté [%s]"},
	"uncalled inside": {"with the uncalled %s the site pays back inside its collection", "dont %s de mise non suivie que le site rend dans son paiement"},
	"verdict":         {"Verdict", "Verdict"},
	"clean":           {"clean — every pot went to the players the rules name.", "conforme — chaque pot est allé aux joueurs que désignent les règles."},
	"discrepancies":   {"%d discrepancies", "%d anomalies"},
	"discrepancy":     {"1 discrepancy", "1 anomalie"},
	"expected":        {"expected", "attendu"},
	"recorded":        {"recorded", "enregistré"},
	"cross hand":      {"found against the previous hand of the table", "constaté par rapport à la main précédente de la table"},
	"quoted":          {"The clauses applied, quoted", "Les articles appliqués, cités"},
	"no quote":        {"no text embedded for this clause", "pas de texte inclus pour cet article"},
	"quoted from":     {"text of %s", "texte de %s"},
	"english":         {"English restatement (RULES.md)", "Reformulation anglaise (RULES.md)"},
	"french":          {"French version", "Version française"},
	"evidence":        {"Evidence", "Preuves"},
	"input":           {"Input file", "Fichier lu"},
	"sha256":          {"SHA-256 of the file as read", "SHA-256 du fichier lu"},
	"decoded":         {"decoded as %s, line ends %s", "décodé en %s, fins de ligne %s"},
	"raw text":        {"The hand as written in the file", "La main telle qu'écrite dans le fichier"},
	"version":         {"hhcheck version", "Version de hhcheck"},
	"command":         {"Command that reproduces this page", "Commande qui reproduit cette page"},
	"finding":         {"finding", "anomalie"},
	"none":            {"none", "aucun"},
	"cards of":        {"Cards", "Cartes"},
	"legend dealer":   {"D = button", "D = bouton"},
	"streets":         {"Streets", "Tours d'enchères"},
	"no actions":      {"no action recorded", "aucune action enregistrée"},
}

// terms are the names the page takes from the hand model (streets,
// actions, hand rules), in French; English is the name itself.
var terms = map[string]string{
	"forced bets": "mises forcées", "preflop": "avant le flop", "flop": "flop", "turn": "tournant", "river": "rivière",
	"2nd street": "2e carte", "3rd street": "3e carte", "4th street": "4e carte", "5th street": "5e carte", "6th street": "6e carte", "7th street": "7e carte",
	"before the draw": "avant le tirage", "after the 1st draw": "après le 1er tirage", "after the 2nd draw": "après le 2e tirage",
	"after the 3rd draw": "après le 3e tirage", "showdown": "abattage",
	"posts small blind": "poste la petite blind", "posts big blind": "poste la grosse blind",
	"posts small & big blinds": "poste petite et grosse blinds", "posts dead blind": "poste une blind morte",
	"posts ante": "poste l'ante", "posts button blind": "poste la blind du bouton", "posts straddle": "poste un straddle",
	"brings in": "bring-in", "completes": "complète", "folds": "se couche", "checks": "parole", "calls": "suit",
	"bets": "mise", "raises": "relance", "discards": "échange", "stands pat": "garde sa main",
	"high": "haut", "high (6+)": "haut (6+)", "low A-5, eight or better": "bas A-5, huit ou mieux", "low A-5": "bas A-5",
	"low 2-7": "bas 2-7", "low A-6": "bas A-6", "badugi, ace low": "badugi, as bas", "badugi, ace high": "badugi, as haut",
	"main": "principal", "side": "secondaire",
}

// t translates a name of the hand model.
func (l Lang) t(name string) string {
	if l == French {
		if f, ok := terms[name]; ok {
			return f
		}
	}
	return name
}

// w returns the phrase in the page's language.
func (l Lang) w(key string) string {
	p, ok := words[key]
	if !ok {
		return key
	}
	if l == French {
		return p[1]
	}
	return p[0]
}

// f formats the phrase.
func (l Lang) f(key string, args ...any) string { return fmt.Sprintf(l.w(key), args...) }

// potName names a pot ("main pot", "side 1 pot"; "pot principal").
func (l Lang) potName(name string) string {
	kind, n, _ := strings.Cut(name, " ")
	if n != "" {
		return l.f("pot name", l.t(kind)+" "+n)
	}
	return l.f("pot name", l.t(kind))
}
