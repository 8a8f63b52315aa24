"""Effects (`ability.effects`): what a printed effect does to the cards or players it applies to.

Each entry returns an `EffectSpec`, the data the effect engine (`engine/effects.py`, digest
§8.3) applies; a declaration (`persistent_effect`, `while_attached`) or a lasting effect
(`apply_ability_effect`, `until_end_of_...`) says to what and for how long.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.abilities import SECOND_CHEATIN, locked_ability_flag
from engine.attachments import can_attach_flag
from engine.callout import CANNOT_CALL_OUT, REFUSES_WITHOUT_GOING_HOME
from engine.card_effects import NOT_SENT_HOME_BY_OPPONENTS
from engine.casualties import CHEATIN_CASUALTIES, DOUBLED_CASUALTIES, ROUND_CASUALTIES
from engine.casualty_values import aced_covers_more_flag
from engine.costs import CHEATIN_RESOLUTION_ACTION_COST
from engine.discard_pile import LOCKED as DISCARD_PILE_LOCKED
from engine.draw_hands import KEEPS_A_DRAW_HAND_CARD
from engine.effects import (
    BULLETS_ONLY_BY_ATTACHED_GOODS,
    CONTROL_INFLUENCE,
    KUNG_FU,
    LOSES_ALL_KEYWORDS,
    LOSES_SHOOTOUT_ABILITIES,
    LOSES_TRAITS,
    OPPOSING_VALUE,
    PRODUCES_FOR_GIVER,
    SKILLS,
    UNBOOTS_FOR_1_GHOST_ROCK,
    USABLE_BY_GIVER,
    EffectSpec,
    minimum_grit_flag,
)
from engine.gadgets import invents_at_flag, invents_with_flag
from engine.hand_rank import HAND_RANK
from engine.kung_fu import COMBOS_IGNORE_YOUR_TOKENS
from engine.locations import CANNOT_MOVE
from engine.phases.noon_actions import CANNOT_BE_TRADED
from engine.phases.sundown import DISCARDS_HAND
from engine.posse import CANNOT_BOOT_TO_JOIN, CANNOT_JOIN_LEADERS_POSSE, OTHERS_CANNOT_JOIN
from engine.posse_holds import POSSES_HELD, POSSES_SEALED
from engine.protection import (
    ATTACHMENTS_SPARE_UNLESS_WANTED_ABOVE_INFLUENCE,
    IGNORES_OPPONENTS_BULLETS,
    NOT_DRAW_BY_OPPONENTS,
    SHOOTOUT_ABILITIES,
    SPARED,
    UNCHOOSABLE_BY_OPPONENTS,
    bullets_flag,
    protected_flag,
    stat_kept_flag,
)
from engine.pulls import CHECK_BONUS
from engine.restrictions import (
    ACED,
    BOOTED,
    CANNOT_ATTACH_CARDS,
    DISCARDED,
    MOVED,
    NO_PERMANENT_CONTROL_HERE,
    NOT_LEAVING_SHOOTOUT_BY_CARD_EFFECTS,
    NOT_SENT_HOME_FROM_SHOOTOUT,
    OTHER_PLAYERS,
    restriction_flag,
)
from engine.shootout_draw import (
    BONUSES_SWITCHED,
    DRAW_BONUS,
    DRAWS_BY_INFLUENCE,
    HIGHEST_GRIT_SHOOTER,
    NO_CONTRIBUTION,
    NO_CONTRIBUTION_UNLESS_SHOOTER,
    ONLY_SHOOTER,
    OPPOSING_POSSE_BONUS,
    POSSE_BONUS,
    STUD_BONUS,
)
from engine.spells import casts_at_flag, casts_with_flag
from engine.standing import STANDS_IN_FOR_GIVER
from engine.type_locks import CASUALTIES_DOWN, CASUALTIES_UP, ability_types_named, lock_stat
from engine.type_locks import HAND_RANK as LOCKED_RANK
from engine.windows import DRAWS_AFTER_PASSING

if TYPE_CHECKING:
    from engine.model import Card, Player


class EffectCatalogue:
    """The one catalogue of effects card scripts may apply (`ability.effects`)."""

    @staticmethod
    def modify(stat: str, amount: int) -> EffectSpec:
        """`stat` (bullets, influence, value, control, production, upkeep) gets +/- `amount`."""
        return EffectSpec("modify", stat, amount)

    @staticmethod
    def modify_bullets(amount: int) -> EffectSpec:
        """Printed "+N bullets" / "-N bullets" (a dude's bullets never read below 0, §1.3)."""
        return EffectSpec("modify", "bullets", amount)

    @staticmethod
    def modify_influence(amount: int) -> EffectSpec:
        """Printed "+N influence" / "-N influence" (never read below 0, §1.3)."""
        return EffectSpec("modify", "influence", amount)

    @staticmethod
    def modify_value(amount: int) -> EffectSpec:
        """Printed "+N value" / "-N value" (value reads clamped to 1..13, §1.3)."""
        return EffectSpec("modify", "value", amount)

    @staticmethod
    def minimum_grit_for_your_card_effects(amount: int) -> EffectSpec:
        """Printed "That dude is considered to have a minimum grit of 11 for your card
        effects" (Lorena Corbett): the card effects of the player who gave it read the dude's
        grit as at least `amount` (`self.grit_of(card)`); his grit for anything else (other
        players' effects, his own stats) is unchanged (§1.3)."""
        return EffectSpec("flag", minimum_grit_flag(amount))

    @staticmethod
    def modify_influence_for_control(amount: int) -> EffectSpec:
        """Printed "+1 influence for controlling deeds" (Swagger): the dude counts `amount`
        more influence toward the control of the deed he stands at (§4.3); his influence
        everywhere else (the victory check, costs, call outs) is unchanged."""
        return EffectSpec("modify", CONTROL_INFLUENCE, amount)

    @staticmethod
    def modify_value_against_opponents(amount: int) -> EffectSpec:
        """Printed "+N value for the purpose of opposing card effects" (Tusk): only an
        opponent's card effect reads it (`self.value_of(card)`); the dude's own value, his
        draw hand and his own cards' effects do not."""
        return EffectSpec("modify", OPPOSING_VALUE, amount)

    @staticmethod
    def modify_control(amount: int) -> EffectSpec:
        """Printed "+N control points" while the effect lasts (a permanent point: `actions.add_control_point`)."""
        return EffectSpec("modify", "control", amount)

    @staticmethod
    def modify_production(amount: int) -> EffectSpec:
        """Printed "+N production" on a deed (never read below 0)."""
        return EffectSpec("modify", "production", amount)

    @staticmethod
    def modify_upkeep(amount: int) -> EffectSpec:
        """Printed "+N upkeep" / "-N upkeep" (never read below 0)."""
        return EffectSpec("modify", "upkeep", amount)

    @staticmethod
    def modify_skill_rating(amount: int | Callable[[Card], int], skill: str) -> EffectSpec:
        """Printed "+N to her Huckster/Blessed/Shaman/Mad Scientist skill" (`skill` by name):
        a fixed number, or one computed whenever read ("a bonus to his Huckster skill equal
        to his bullets")."""
        if callable(amount):
            return EffectSpec("modify", f"skill:{skill.lower()}", dynamic=amount)
        return EffectSpec("modify", f"skill:{skill.lower()}", amount)

    @staticmethod
    def modify_each_skill_rating(amount: int) -> list[EffectSpec]:
        """Printed "That dude has +1 to each of their skill ratings (the skills are Mad
        Scientist, Blessed, Huckster, and Shaman)" (Cheyenne Club, Benediction): each skill
        the dude has is raised by `amount`; a skill he does not have is not given (§7, a
        dude without the keyword has no rating to raise)."""
        return [EffectSpec("modify", f"skill:{skill}", amount) for skill in SKILLS]

    @staticmethod
    def cannot_move() -> EffectSpec:
        """Printed "cannot move from this location" (Jade King Stance): while it lasts the
        dude moves by no means — no standard move (refused by rule move.cannot_move), no card
        effect's move, not sent home, no joining a posse at another location (§4.2,
        `engine.locations.CANNOT_MOVE`)."""
        return EffectSpec("flag", CANNOT_MOVE)

    @staticmethod
    def modify_kung_fu(amount: int) -> EffectSpec:
        """Printed "They gain +2 Kung Fu" (Jade King Stance): the dude's Kung Fu rating, and
        so his value, changes by `amount` (§1.3, `engine.kung_fu`); a dude with no Kung Fu
        gains none."""
        return EffectSpec("modify", KUNG_FU, amount)

    @staticmethod
    def skill_check_bonus(amount: int | Callable[[Card], int], skill: str) -> EffectSpec:
        """Printed "add N to each <skill> skill check she makes": added to the pull's total,
        not to her skill rating (`engine.pulls.check_bonus`); a fixed number, or one
        computed at each check (Maria Kingsford's bounty)."""
        stat = CHECK_BONUS + skill.lower()
        if callable(amount):
            return EffectSpec("modify", stat, dynamic=amount)
        return EffectSpec("modify", stat, amount)

    @staticmethod
    def dynamic_bullets(amount: Callable[[Card], int]) -> EffectSpec:
        """Bullets +/- an amount computed for each affected card whenever read ("+1 bullets for each ...")."""
        return EffectSpec("modify", "bullets", dynamic=amount)

    @staticmethod
    def dynamic_influence(amount: Callable[[Card], int]) -> EffectSpec:
        """Influence +/- an amount computed for each affected card whenever read."""
        return EffectSpec("modify", "influence", dynamic=amount)

    @staticmethod
    def dynamic_value(amount: Callable[[Card], int]) -> EffectSpec:
        """Value +/- an amount computed for each affected card whenever read ("+1 value for
        each bounty he has"; value reads clamped to 1..13, §1.3)."""
        return EffectSpec("modify", "value", dynamic=amount)

    @staticmethod
    def dynamic_production(amount: Callable[[Card], int]) -> EffectSpec:
        """Production +/- an amount computed for each affected card whenever read."""
        return EffectSpec("modify", "production", dynamic=amount)

    @staticmethod
    def dynamic_control(amount: Callable[[Card], int]) -> EffectSpec:
        """Control points +/- an amount computed for each affected card whenever read."""
        return EffectSpec("modify", "control", dynamic=amount)

    @staticmethod
    def set_bullets(amount: int | Callable[[Card], int]) -> EffectSpec:
        """Printed "Bullets become N": a fixed number, or one computed whenever read."""
        if callable(amount):
            return EffectSpec("set", "bullets", dynamic=amount)
        return EffectSpec("set", "bullets", amount)

    @staticmethod
    def fix_bullets(amount: int) -> EffectSpec:
        """Printed "reduce that dude to a zero draw": the bullets become `amount` and the
        bonuses that applied before it (attachments, older effects) no longer do; effects
        newer than it still apply (§8.3 time order). Unlike `set_bullets` ("bullets become
        N"), to which every modifier still applies."""
        return EffectSpec("fix", "bullets", amount)

    @staticmethod
    def maximum_bullets(amount: int) -> EffectSpec:
        """Printed "That dude has a maximum bullet rating of 4" (Taiyari): however much the
        dude's bullets are raised (effects, attachments), they read at most `amount`; the
        lowest of two maximums holds (§1.3). His printed bullets under it are unchanged."""
        return EffectSpec("max", "bullets", amount)

    @staticmethod
    def bullets_at_least(amount: int) -> EffectSpec:
        """Printed "cannot have less than 2 bullets" (Zeb Whateley-Dupont): the dude's
        bullets never read below `amount` while the effect lasts, whatever lowers them and
        in whatever order (§1.3); what raises them still counts above it."""
        return EffectSpec("floor", "bullets", amount)

    @staticmethod
    def bullets_modified_only_by_attached_goods() -> EffectSpec:
        """Printed "QUATERMAN PRIME'S bullets cannot be modified except by his attached
        goods" (§1.3): every other effect on his bullets (a modifier, "becomes N", a
        maximum or a minimum), made before or after, is left out; his attached goods' own
        bullets and effects still count."""
        return EffectSpec("flag", BULLETS_ONLY_BY_ATTACHED_GOODS)

    @staticmethod
    def bullet_modifiers_removed_but_weapons() -> EffectSpec:
        """Printed "Remove all bullet modifiers from that dude, except from their attached
        Weapons" (Remedy): the bullet modifiers made before it — its other attachments',
        older effects' — no longer apply, while those of the Weapons attached to the dude do,
        and effects newer than it still apply (§8.3 time order). The printed bullets stay."""
        return EffectSpec("strip", "bullets")

    @staticmethod
    def fix(stat: str, amount: int) -> EffectSpec:
        """Printed "reduce the deed's control points and production to 0" (Bayou Vermilion
        Railroad): `stat` becomes `amount`, and what made it before — the printed value,
        control point tokens, older effects — no longer counts; effects newer than it still
        apply (§8.3 time order), as `fix_bullets` and `fix_upkeep` do for theirs."""
        return EffectSpec("fix", stat, amount)

    @staticmethod
    def fix_upkeep(amount: int) -> EffectSpec:
        """Printed "reduce their upkeep to 0": the upkeep becomes `amount` and what raised it
        before (its printed upkeep, an off-faction dude's influence, older effects) no longer
        counts; effects newer than it still apply (§8.3 time order), as with `fix_bullets`."""
        return EffectSpec("fix", "upkeep", amount)

    @staticmethod
    def fix_influence(amount: int) -> EffectSpec:
        """Printed "reduce his influence to 0": the influence becomes `amount` and what raised
        it before (goods, older effects) no longer counts; effects newer than it still apply
        (§8.3 time order), as with `fix_bullets`."""
        return EffectSpec("fix", "influence", amount)

    @staticmethod
    def set_control(amount: int) -> EffectSpec:
        """Printed "This deed has 2 control points while ...": the control points become
        `amount`; modifiers (The Orphanage's -1) still apply, as with `set_bullets`."""
        return EffectSpec("set", "control", amount)

    @staticmethod
    def fix_control(amount: int) -> EffectSpec:
        """Printed "reduce its control points to 0": the control points become `amount`, its
        printed ones and its permanent tokens no longer count, nor what raised them before;
        effects newer than it still apply (§8.3 time order), as with `fix_bullets`."""
        return EffectSpec("fix", "control", amount)

    @staticmethod
    def fix_production(amount: int) -> EffectSpec:
        """Printed "reduce its production to 0": the production becomes `amount` whatever
        raised it before; effects newer than it still apply (§8.3 time order)."""
        return EffectSpec("fix", "production", amount)

    @staticmethod
    def set_influence(amount: int | Callable[[Card], int]) -> EffectSpec:
        """Printed "Influence becomes N": a fixed number, or one computed whenever read."""
        if callable(amount):
            return EffectSpec("set", "influence", dynamic=amount)
        return EffectSpec("set", "influence", amount)

    @staticmethod
    def set_value(amount: int | Callable[[Card], int]) -> EffectSpec:
        """Printed "change <this dude>'s value to that card's value" (The Angler): the value
        becomes `amount` (a fixed number, or one computed whenever read); modifiers still
        apply on top of it, as with `set_bullets`, and a value reads clamped to 1..13 (§1.3)."""
        if callable(amount):
            return EffectSpec("set", "value", dynamic=amount)
        return EffectSpec("set", "value", amount)

    @staticmethod
    def set_as_stud() -> EffectSpec:
        """Printed "becomes a stud" (§5.5): a stud bonus equal to bullets in draw hands."""
        return EffectSpec("flag", "stud")

    @staticmethod
    def set_as_draw() -> EffectSpec:
        """Printed "becomes a draw" (§5.5), unless an effect says the dude cannot become a draw."""
        return EffectSpec("flag", "draw")

    @staticmethod
    def cannot_become_draw() -> EffectSpec:
        """Printed "cannot be changed to a draw" (Peacemaker): every `set_as_draw` is ignored,
        whatever the order; a dude printed as a draw stays one (§1.3)."""
        return EffectSpec("flag", "cannot become a draw")

    @staticmethod
    def cannot_become_draw_by_opponents() -> EffectSpec:
        """Printed "cannot be ... changed to a draw by other players' card effects" (Onward
        Christian Soldiers): the `set_as_draw` effects of every player but the one who gave
        it are ignored, before or after it; that player's own still apply (§1.3,
        `engine.protection`)."""
        return EffectSpec("flag", NOT_DRAW_BY_OPPONENTS)

    @staticmethod
    def joins_without_booting() -> EffectSpec:
        """Does not boot when forming or joining a posse (§5.2)."""
        return EffectSpec("flag", "joins without booting")

    @staticmethod
    def moves_home_to_out_of_town_without_booting() -> EffectSpec:
        """Printed "can move from home to Out of Town deeds without booting" (Rabid Rance
        Hitchcock): his standard move (§4.2) from his home to an Out of Town deed does not
        boot him; every other move is as the rules say."""
        return EffectSpec("flag", "moves home to out of town without booting")

    @staticmethod
    def no_breakin_and_enterin_bounty() -> EffectSpec:
        """Printed "they do not become wanted for joining a posse at a private location" (Dog's
        Duster on a Deputy): the dude gains no Breakin' & Enterin' bounty (§5.3), formed or
        joining later; other bounty still comes."""
        return EffectSpec("flag", "gains no breakin' and enterin' bounty")

    @staticmethod
    def may_not_boot_to_join() -> EffectSpec:
        """Printed "This dude may not boot to join a posse at an adjacent location"
        (Bulletproof Vest): he is not offered joining where it would boot him; he still
        joins at the fight's location, or where an effect spares the boot or lets him join
        without moving (§5.2, `engine.posse`)."""
        return EffectSpec("flag", CANNOT_BOOT_TO_JOIN)

    @staticmethod
    def joins_from_adjacent_without_moving_or_booting() -> EffectSpec:
        """Printed "If this dude is adjacent to the location of a shootout or a job's mark,
        they can join a posse, without moving or booting, even if booted" (Buffalo Rifle):
        offered beside the usual way of joining, only while adjacent (§5.2, `engine.posse`)."""
        return EffectSpec("flag", "joins from adjacent without moving or booting")

    @staticmethod
    def cannot_join_posses() -> EffectSpec:
        """Printed "No other dudes may join this shootout" (Frontier Feud), on every other
        dude: the dude joins no posse, the usual way or by a card effect (§5.2,
        `engine.posse`), while it lasts."""
        return EffectSpec("flag", "cannot join posse")

    @staticmethod
    def others_cannot_join_posse() -> EffectSpec:
        """Printed "other dudes cannot join the mark's posse" (Enrique Dos Santos), on the
        mark: no dude but those already in it joins the posse he is in — the usual way, in
        place or by a card effect (§5.2, `engine.posse.posse_closed_to`)."""
        return EffectSpec("flag", OTHERS_CANNOT_JOIN)

    @staticmethod
    def must_be_first_casualty() -> EffectSpec:
        """Printed "must be selected as the first casualty" (Pinned Down): whenever the dude's
        posse takes casualties while it lasts, he is the first one selected if he can be (§5.8)."""
        return EffectSpec("flag", "must be selected as the first casualty")

    @staticmethod
    def cannot_flee() -> EffectSpec:
        """Printed "your dudes cannot flee this round" (§5.9): at Run or Gun the dude is not
        offered to run; he may still be sent home by other effects."""
        return EffectSpec("flag", "cannot flee")

    @staticmethod
    def not_sent_home_from_shootout() -> EffectSpec:
        """Printed "cannot ... be sent home from a shootout" (Joan McGruder): while he is in
        a posse no effect sends him home (`engine.restrictions`); pair it with `cannot_flee`
        for "cannot flee or be sent home"."""
        return EffectSpec("flag", NOT_SENT_HOME_FROM_SHOOTOUT)

    @staticmethod
    def cannot_leave_shootout_by_card_effects() -> EffectSpec:
        """Printed "SuAnne cannot leave a shootout due to card effects": while she is in a
        posse, no card effect (anyone's) sends her home, moves her away or takes her out of
        it; fleeing, the rules' doing, still does (`engine.restrictions`)."""
        return EffectSpec("flag", NOT_LEAVING_SHOOTOUT_BY_CARD_EFFECTS)

    @staticmethod
    def attachments_spare_unless_wanted_above_influence() -> EffectSpec:
        """Printed "<this dude>'s attached cards cannot affect opposing dudes unless they have
        bounty higher than their influence" (Joan McGruder): her attachments' abilities can
        neither choose nor affect such a dude (`engine.protection`)."""
        return EffectSpec("flag", ATTACHMENTS_SPARE_UNLESS_WANTED_ABOVE_INFLUENCE)

    @staticmethod
    def cannot_be_casualty() -> EffectSpec:
        """Printed "cannot be casualties" (§5.8): covers no casualty; what the rest of the
        posse cannot cover is ignored."""
        return EffectSpec("flag", "cannot be a casualty")

    @staticmethod
    def bounty_at_least(amount: int) -> EffectSpec:
        """The dude's bounty cannot be reduced below `amount`."""
        return EffectSpec("flag", f"bounty at least {amount}")

    @staticmethod
    def covers_more_casualties_when_aced(amount: int) -> EffectSpec:
        """Printed "When you ace <this dude> to cover casualties in a shootout, reduce your
        remaining casualties by N" (The Brute): aced as a casualty he covers `amount` more
        than the table's 2 (§5.8, `engine.casualty_values`); exact cover counts it too."""
        return EffectSpec("flag", aced_covers_more_flag(amount))

    @staticmethod
    def can_attach(amount: int, keyword: str, each_must_be: str = "", unless: str = "") -> EffectSpec:
        """Printed "This dude can attach two Weapons. If this dude is not a Gadget, both Weapons
        must be Melee" (Hydro-Puncher): the dude may hold `amount` attachments with `keyword`
        (§1.4, `engine.attachments`); with `each_must_be`, only while each of them has that
        keyword, unless the dude has the keyword `unless`. Over it, his controller discards
        down once the play resolves."""
        return EffectSpec("flag", can_attach_flag(amount, keyword, each_must_be, unless))

    @staticmethod
    def cannot_invent_gadgets() -> EffectSpec:
        """Printed "cannot invent Gadgets" (Prof. Aloysius Roe): whatever his Mad Scientist
        rating, the dude invents no Gadget, shopped onto him or for another dude (§7.3)."""
        return EffectSpec("flag", "cannot invent gadgets")

    @staticmethod
    def invents_gadgets_with(skill: str, *keywords: str) -> EffectSpec:
        """Printed "can invent Mystical Gadgets using her Huckster skill (as if it were Mad
        Scientist)" (Valeria Batten): a Gadget with one of `keywords` may be invented with
        `skill` instead, whichever of the two rates higher (§7.3, `engine.gadgets`)."""
        return EffectSpec("flag", invents_with_flag(keywords, skill))

    @staticmethod
    def inventing_bonus(amount: int, *keywords: str) -> EffectSpec:
        """Printed "While inventing a Horse or Sidekick, Diego gets +4 Mad Scientist": his
        inventing pull for a Gadget with one of `keywords` adds `amount` (§7.3)."""
        return EffectSpec("flag", invents_at_flag(keywords, amount))

    @staticmethod
    def casts_spells_with(rating: str, *keywords: str) -> EffectSpec:
        """Printed "Matthew can cast Totems as if he had Shaman skill equal to his Kung Fu
        rating (he does not gain the Shaman keyword while casting a Totem)": a spell with one
        of `keywords` may be cast with `rating` (a skill's name, or "kung fu") instead of the
        skill it needs, whichever rates higher (§7.2, `engine.spells.casting_rating`); a
        Totem's caster may then stand at its location without that skill. The dude gains
        neither the skill nor its keyword."""
        return EffectSpec("flag", casts_with_flag(keywords, rating))

    @staticmethod
    def casting_bonus(amount: int, *keywords: str) -> EffectSpec:
        """Printed "While casting Hymns, Stevie gets +4 Blessed skill": his pull to cast a
        spell with one of `keywords` adds `amount`; his other pulls do not (§7.2,
        `engine.spells`)."""
        return EffectSpec("flag", casts_at_flag(keywords, amount))

    @staticmethod
    def bounty_pays_extra(amount: int) -> EffectSpec:
        """Printed "if any player collects bounty on that dude, they gain N extra ghost rock"
        (§9.2): the collector gains `amount` more with the bounty, while the effect lasts."""
        return EffectSpec("flag", f"bounty pays {amount} extra")

    @staticmethod
    def ghost_rock_pays_for_shootout_abilities() -> EffectSpec:
        """Printed "the ghost rock [on him] may be used to pay for Shootout abilities": its
        controller's Shootout costs may be paid from the ghost rock on the card (§9.1)."""
        return EffectSpec("flag", "its ghost rock pays for shootout abilities")

    @staticmethod
    def ghost_rock_pays_for_action_cards_and_gadgets() -> EffectSpec:
        """Printed "During shootouts, the controller can use ghost rock on this deed to pay
        for action cards and Gadget abilities" (Old Marge's Manor): in a shootout, its
        controller's action cards (their cost and their abilities' costs) and the abilities
        of Gadgets may be paid from the ghost rock on the card (§9.1)."""
        return EffectSpec("flag", "its ghost rock pays for action cards and gadget abilities in shootouts")

    @staticmethod
    def gains_keyword(keyword: str) -> EffectSpec:
        """Printed "it becomes Private" / "gains the Saloon keyword": `has_keyword` reads it."""
        return EffectSpec("flag", f"keyword:{keyword.lower()}")

    @staticmethod
    def combos_ignore_your_tokens() -> EffectSpec:
        """Printed "Your token dudes are ignored when checking the combo requirements of
        Techniques <dude> successfully performs" (Wang Men Wu, §7.4): while a technique this
        dude performed checks its Combo clause, your posse counts without your tokens."""
        return EffectSpec("flag", COMBOS_IGNORE_YOUR_TOKENS)

    @staticmethod
    def cannot_attach_cards() -> EffectSpec:
        """Printed "<dude> cannot attach cards" (Agent Provocateur): no card attaches to
        him, by shoppin' or any other play (`engine.restrictions.CANNOT_ATTACH_CARDS`)."""
        return EffectSpec("flag", CANNOT_ATTACH_CARDS)

    @staticmethod
    def no_permanent_control_points_here_except_from_jobs() -> EffectSpec:
        """Printed "Your dudes at this location cannot gain permanent control points
        except from jobs" (Agent Provocateur): a job's text still gives them
        (`engine.restrictions.control_point_refused`)."""
        return EffectSpec("flag", NO_PERMANENT_CONTROL_HERE)

    @staticmethod
    def cannot_make_call_outs() -> EffectSpec:
        """Printed "That dude cannot make callouts" (§5.1): a call out with the dude as the
        caller is refused, the High Noon action's or an ability's (`engine.callout`)."""
        return EffectSpec("flag", CANNOT_CALL_OUT)

    @staticmethod
    def cannot_join_leaders_posse() -> EffectSpec:
        """Printed "That dude cannot ... join the leader's posse" (§5.2, §6.2): no posse of the
        leading player (who called out or leads the job) takes the dude, the usual way or by
        a card effect; he may still join the mark's side (`engine.posse.kept_out_of_posse`)."""
        return EffectSpec("flag", CANNOT_JOIN_LEADERS_POSSE)

    @staticmethod
    def cannot_be_called_out() -> EffectSpec:
        """Printed "cannot be called out" (§5.1): call outs naming the dude are refused."""
        return EffectSpec("flag", "cannot be called out")

    @staticmethod
    def refuses_call_outs_without_going_home() -> EffectSpec:
        """Printed "they can refuse the callout without moving home booted" (Friends in High
        Places): a call out the dude refuses leaves him where he stands, unbooted (§5.1,
        `engine.callout`); whether he may refuse at all is read as usual."""
        return EffectSpec("flag", REFUSES_WITHOUT_GOING_HOME)

    @staticmethod
    def can_be_called_out_at_home() -> EffectSpec:
        """Printed "This dude can be called out while at their own home" (The Bloody Star):
        the rule that a dude at his own home cannot be called out does not hold for him (§5.1)."""
        return EffectSpec("flag", "can be called out at home")

    @staticmethod
    def cannot_refuse_call_outs_from_dudes_without_bounty() -> EffectSpec:
        """Printed "This dude cannot refuse callouts from dudes without bounty" (The Bloody
        Star, §5.1), on the callee: a call out from a caller with no bounty must be accepted."""
        return EffectSpec("flag", "cannot refuse call outs from dudes without bounty")

    @staticmethod
    def wanted_dudes_cannot_refuse_call_outs() -> EffectSpec:
        """Printed "wanted dudes cannot refuse a call-out from this dude" (§5.1), on the caller."""
        return EffectSpec("flag", "wanted dudes cannot refuse its call outs")

    @staticmethod
    def less_bounty_cannot_refuse_call_outs() -> EffectSpec:
        """Printed "Dudes with less bounty than Frank cannot refuse his callouts" (§5.1), on
        the caller: a callee with less bounty than him, as the call out is made, must accept."""
        return EffectSpec("flag", "dudes with less bounty cannot refuse its call outs")

    @staticmethod
    def call_outs_cannot_be_refused() -> EffectSpec:
        """Printed "dudes may not refuse your call outs at Holy Grounds" (§5.1), on each caller
        it covers: no callee may refuse a call out this dude makes while the effect lasts."""
        return EffectSpec("flag", "its call outs cannot be refused")

    @staticmethod
    def control_by_bullets() -> EffectSpec:
        """Rowdy-style control: the dude or deed counts bullets instead of influence (§1.4)."""
        return EffectSpec("flag", "control by bullets")

    @staticmethod
    def control_by_skill(skill: str) -> EffectSpec:
        """Printed "he uses his Shaman skill rating to check control of the deed instead of
        his influence" (Black Elk): at a deed, the dude counts his `skill` rating (0 without
        it) toward its control, not his influence (§4.3, `engine.locations.control_skill`);
        the victory check still counts his influence."""
        return EffectSpec("flag", f"control by {skill.lower()} skill")

    @staticmethod
    def cannot_be_chosen_by_opponents() -> EffectSpec:
        """Printed "cannot be chosen by opponents' card effects": `Target(choose=True)` skips it."""
        return EffectSpec("flag", UNCHOOSABLE_BY_OPPONENTS)

    @staticmethod
    def protected_from_opponents(kind: str = SHOOTOUT_ABILITIES) -> EffectSpec:
        """Printed "other players cannot choose or affect that dude with Shootout abilities"
        (`kind` "shootout abilities", "react abilities", "resolution abilities" — the
        non-Cheatin' ones —, "action cards", "spells": "cannot be affected by opposing
        spells", or "card effects" for every ability: "is not affected by other players'
        card effects"): such abilities of other players cannot target the card, and their
        lasting effects leave it out."""
        return EffectSpec("flag", protected_flag(kind))

    @staticmethod
    def not_booted_by_opponents() -> EffectSpec:
        """Printed "other players' card effects cannot boot them" (Strength of the Ancestors):
        such effects leave the card unbooted; its controller's own effects and the rules (joining
        a posse) still boot it (`engine.card_effects`)."""
        return EffectSpec("flag", restriction_flag(BOOTED, OTHER_PLAYERS))

    @staticmethod
    def cannot_be_booted(by: str = OTHER_PLAYERS) -> EffectSpec:
        """Printed "cannot be booted by opposing card effects" (Buffalo Emporium): the card
        effects `by` names leave the card unbooted — "other players' card effects" (the
        default), "card effects" (anyone's, the controller's too) or "shootout and
        non-cheatin' resolution abilities". The rules' own steps (joining a posse, leading
        a job) are no card effect (`engine.restrictions`)."""
        return EffectSpec("flag", restriction_flag(BOOTED, by))

    @staticmethod
    def cannot_be_moved(by: str = OTHER_PLAYERS) -> EffectSpec:
        """Printed "cannot be ... moved by opposing card effects" (Buffalo Emporium): the
        card effects `by` names (as `cannot_be_booted`) leave the dude where he stands, sent
        home included; his own moves, fleeing and a job's posse going home are the rules'
        (`engine.restrictions`)."""
        return EffectSpec("flag", restriction_flag(MOVED, by))

    @staticmethod
    def cannot_be_discarded(by: str = OTHER_PLAYERS) -> EffectSpec:
        """Printed "This card cannot be discarded by card effects" (Curse of Failure, `by`
        "card effects"), "Dudes cannot be discarded ... by Shootout or non-Cheatin'
        Resolution abilities" (`by` "shootout and non-cheatin' resolution abilities"): such
        card effects leave the card where it is; a casualty discarded is the rules' doing
        (`engine.restrictions`)."""
        return EffectSpec("flag", restriction_flag(DISCARDED, by))

    @staticmethod
    def cannot_be_aced(by: str = OTHER_PLAYERS) -> EffectSpec:
        """Printed "Dudes cannot be ... aced by Shootout or non-Cheatin' Resolution
        abilities" (Campbell & Hatch Billiard Parlor): such card effects leave the card
        where it is (as `cannot_be_discarded`); a casualty aced is the rules' doing
        (`engine.restrictions`)."""
        return EffectSpec("flag", restriction_flag(ACED, by))

    @staticmethod
    def not_sent_home_booted_by_opponents() -> EffectSpec:
        """Printed "other players' card effects cannot ... send them home booted": such an
        effect leaves the dude where he is; fleeing, a refused call out and a job's posse going
        home are the rules, not card effects (`engine.card_effects`)."""
        return EffectSpec("flag", NOT_SENT_HOME_BY_OPPONENTS)

    @staticmethod
    def bullets_not_lowered_by_opponents(kind: str = SHOOTOUT_ABILITIES) -> EffectSpec:
        """Printed "cannot have their bullets lowered by another player's Shootout ability":
        such abilities' bullet penalties do not apply to the card; the rest of them does.
        `kind` "card effects" ("... reduced by other players' card effects", Onward
        Christian Soldiers) covers traits too, so it is read with the bullets: every
        penalty of another player's effect, made before or after, is left out."""
        return EffectSpec("flag", bullets_flag(kind))

    @staticmethod
    def cannot_be_traded() -> EffectSpec:
        """Printed "This card cannot be traded" (§3.6): a trade naming it is refused by
        rule noon.trade; an ability may still move it ("attach it to another dude")."""
        return EffectSpec("flag", CANNOT_BE_TRADED)

    @staticmethod
    def not_reduced_by_other_players(stat: str) -> EffectSpec:
        """Printed "This dude's influence cannot be reduced by other players' abilities"
        (Fancy New Hat): read with the stat (`engine.protection`), every modifier lowering
        `stat` from an effect of a player other than the dude's controller — an ability's
        or a trait's, made before or after — is left out; his own player's still apply."""
        return EffectSpec("flag", stat_kept_flag(stat))

    @staticmethod
    def ignores_opponents_bullet_modifiers() -> EffectSpec:
        """Printed "ignores all bullet modifiers from opponents' actions and abilities" (The
        Mixer): every bullet modifier of an effect of an opponent of the ability's player,
        raising or lowering, made before or after, is left out of the dude's bullets."""
        return EffectSpec("flag", IGNORES_OPPONENTS_BULLETS)

    @staticmethod
    def production_goes_to_you() -> EffectSpec:
        """Printed "you gain the production of the deed this turn and other players do not"
        (Natalya), on the deed: it produces for the ability's player alone, whoever owns
        or controls it (§3.2, `engine.phases.upkeep`)."""
        return EffectSpec("flag", PRODUCES_FOR_GIVER)

    @staticmethod
    def abilities_usable_by_you() -> EffectSpec:
        """Printed "you may use abilities on <deeds> as if you controlled them" (Marcia
        Ridge), on the deeds: the effect's player may use their Noon, Shootout and React
        abilities, "Controller" ones included, beside their owner and controller (§4.3,
        `engine.abilities.ability_users`). Apply it with `target_controller="any"`."""
        return EffectSpec("flag", USABLE_BY_GIVER)

    @staticmethod
    def source_counts_as_here_for_you() -> EffectSpec:
        """Printed "... as if <this dude> were at that location" (Marcia Ridge), on the
        deeds: while the effect's player uses a deed's abilities, the effect's source counts
        as at the deed ("a dude at this location", "move your dude from this location"),
        for those abilities alone (`engine.standing`). Apply it with `target_controller="any"`."""
        return EffectSpec("flag", STANDS_IN_FOR_GIVER)

    @staticmethod
    def loses_all_keywords() -> EffectSpec:
        """Printed "This dude loses all keywords" (Curse of Failure): `has_keyword` finds
        none of his printed or granted keywords, and the skills and Kung Fu rating they print
        are gone with them (§1.2, §1.3). Pair it with `blank()` for "traits, and abilities"."""
        return EffectSpec("flag", LOSES_ALL_KEYWORDS)

    @staticmethod
    def zero_and_unmodifiable(stat: str) -> list[EffectSpec]:
        """Printed "This dude's bullets, influence, and control points are equal to 0 and
        cannot be modified" (Curse of Failure): `stat` becomes 0 and reads at most 0 however
        it is raised (the "max" kind, as `maximum_bullets`); it never reads below 0 (§1.3)."""
        return [EffectSpec("set", stat, 0), EffectSpec("max", stat, 0)]

    @staticmethod
    def set_and_unmodifiable(stat: str, amount: int) -> list[EffectSpec]:
        """Printed "that dude's influence is set to 1 (and cannot be modified)" (Mind Twist):
        `stat` reads exactly `amount` while it lasts, whatever raises or lowers it, before
        or after (its attachments too): a "max" and a "floor" at `amount` (§1.3)."""
        return [
            EffectSpec("set", stat, amount),
            EffectSpec("max", stat, amount),
            EffectSpec("floor", stat, amount),
        ]

    @staticmethod
    def loses_traits() -> EffectSpec:
        """Printed "All Weapons lose their ... traits" (As Nature and God Intended): the
        card's traits — its persistent effects, a bonus it gives the dude it is attached to,
        its trait reactions — stop while it lasts; its actions and Reacts stay (`blank` takes
        both). A card printed "cannot have traits removed" keeps them."""
        return EffectSpec("flag", LOSES_TRAITS)

    @staticmethod
    def loses_shootout_abilities() -> EffectSpec:
        """Printed "All Weapons lose their ... Shootout abilities": the card's "Shootout:"
        and "Noon/Shootout:" abilities are refused while it lasts; its Resolution and
        Cheatin' Resolution abilities and Reacts stay."""
        return EffectSpec("flag", LOSES_SHOOTOUT_ABILITIES)

    @staticmethod
    def blank() -> EffectSpec:
        """Printed "loses its text": the card's traits and abilities stop working while blanked."""
        return EffectSpec("flag", "blank")

    @staticmethod
    def cannot_use_abilities() -> EffectSpec:
        """Printed "cannot use their abilities": the card's actions and reacts are refused
        while it lasts; its traits keep working (unlike `blank`)."""
        return EffectSpec("flag", "cannot use abilities")

    @staticmethod
    def does_not_unboot_at_nightfall() -> EffectSpec:
        """Printed "does not unboot during Nightfall this turn" (§10): the card stays booted
        through the Nightfall unbooting while it lasts."""
        return EffectSpec("flag", "does not unboot at nightfall")

    @staticmethod
    def does_not_unboot_at_nightfall_unless_paid() -> EffectSpec:
        """Printed "At sundown, that dude does not unboot unless their controller pays 1
        ghost rock" (Lethargy, §3.4 step 6): as every card unboots at Nightfall, the card's
        controller may pay 1 ghost rock to unboot it; unpaid, it stays booted
        (`engine.phases.sundown`)."""
        return EffectSpec("flag", UNBOOTS_FOR_1_GHOST_ROCK)

    @staticmethod
    def does_not_contribute_to_draw_hands() -> EffectSpec:
        """Printed "does not contribute to draw hands" / "to the posse's draw and stud
        ratings" (§5.5, `engine.shootout_draw`): the dude adds nothing to either bonus,
        even as the shooter."""
        return EffectSpec("flag", NO_CONTRIBUTION)

    @staticmethod
    def gives_posse_bonus(kind: str = "stud") -> EffectSpec:
        """Printed "your posse has a +1 stud bonus while that dude is in your posse"
        (Buffalo Emporium; `kind` "stud" or "draw"): while the dude is in a posse, that
        posse's bonus of `kind` is 1 higher at the draw (§5.5, `engine.shootout_draw`)."""
        return EffectSpec("flag", POSSE_BONUS[kind])

    @staticmethod
    def gives_opposing_posse_bonus() -> EffectSpec:
        """Printed "Your posse gets a +1 draw hand bonus of that dude's bullet type while that
        dude is in the shootout" (Malison), on the opposing dude: while he is in a posse, the
        posse facing his has +1 to the bonus of his bullet type (stud or draw, as he is at the
        draw) (§5.5, `engine.shootout_draw`)."""
        return EffectSpec("flag", OPPOSING_POSSE_BONUS)

    @staticmethod
    def does_not_contribute_unless_shooter() -> EffectSpec:
        """Printed "does not contribute to draw hand bonuses unless they are the shooter"
        (Scattergun): the dude adds nothing to his posse's bonuses as a non-shooter; chosen as
        the shooter he adds his bullets as usual (§5.5, `engine.shootout_draw`)."""
        return EffectSpec("flag", NO_CONTRIBUTION_UNLESS_SHOOTER)

    @staticmethod
    def discard_pile_locked() -> EffectSpec:
        """A player effect: "Card effects cannot cause cards to leave your discard pile, and
        cards in your discard pile cannot be played" (§9.3, `engine.discard_pile`)."""
        return EffectSpec("player", DISCARD_PILE_LOCKED, 1)

    @staticmethod
    def discards_hand_at_sundown() -> EffectSpec:
        """A player effect: "During Sundown, discard all cards in your hand" (§3.4,
        `engine.phases.sundown`): at the Sundown discard the whole hand goes, no choice."""
        return EffectSpec("player", DISCARDS_HAND, 1)

    @staticmethod
    def shooter_must_be_highest_grit() -> EffectSpec:
        """A player effect: "you must choose your highest grit dude in your posse as your
        shooter" (§5.4, `engine.shootout_draw`): only the posse's highest grit dudes are
        offered (any of them on a tie); another pick is refused."""
        return EffectSpec("player", HIGHEST_GRIT_SHOOTER, 1)

    @staticmethod
    def modify_stud_bonus(amount: int) -> EffectSpec:
        """A player effect: "your posse has a -2 stud penalty" (§5.5, `engine.shootout_draw`):
        the posse's stud bonus changes by `amount` when it draws, never below 0."""
        return EffectSpec("player", STUD_BONUS, amount)

    @staticmethod
    def draws_after_passing() -> EffectSpec:
        """A player effect: "after each time you pass as your Shootout play, you may draw a
        card" (Stoic Buffalo, `engine.windows.after_a_play`): each pass in a shootout's
        play window, asked for or made for want of a play, offers the player one draw per
        such effect in force."""
        return EffectSpec("player", DRAWS_AFTER_PASSING, 1)

    @staticmethod
    def cheatin_resolutions_on_action_cards_cost_more(amount: int) -> EffectSpec:
        """A player effect: "Cheatin' Resolution abilities on action cards cost +1 ghost
        rock" (Sam Bass, §8.1, `engine.costs.action_cost`): an action card the player plays
        for its Cheatin' Resolution costs `amount` more. Apply it with `targets_players=True,
        target_controller="any"` for every player's action cards."""
        return EffectSpec("player", CHEATIN_RESOLUTION_ACTION_COST, amount)

    @staticmethod
    def modify_draw_bonus(amount: int) -> EffectSpec:
        """A player effect: the posse's draw bonus changes by `amount` when it draws, never
        below 0 (§5.5, `engine.shootout_draw`): back-up dudes from outside the posse ("up to
        four dudes in your Boot Hill contribute ... (as back-up dudes)", Dies Irae) — the
        stud-type ones go to `modify_stud_bonus`."""
        return EffectSpec("player", DRAW_BONUS, amount)

    @staticmethod
    def modify_player_control(amount: int) -> EffectSpec:
        """A player effect: "you have an extra control point" (§9.1, §10): the player's
        control points change by `amount` while it lasts (`Player.total_control`)."""
        return EffectSpec("player", "control_points", amount)

    @staticmethod
    def only_shooter_contributes() -> EffectSpec:
        """A player effect: "only your shooter contributes to your draw hand bonuses" (§5.5,
        `engine.shootout_draw`): the player's other posse dudes add nothing to the stud or
        draw bonus; the shooter adds his bullets as usual."""
        return EffectSpec("player", ONLY_SHOOTER, 1)

    @staticmethod
    def draws_by_influence() -> EffectSpec:
        """A player effect: "all dudes use their influence instead of bullets to determine
        how many cards each player draws (but keep their bullet type)" (§5.5): the
        shooter adds its influence to the bonus of its type. Apply it to every player
        (`targets_players=True, target_controller="any"`)."""
        return EffectSpec("player", DRAWS_BY_INFLUENCE, 1)

    @staticmethod
    def switches_stud_and_draw_bonuses() -> EffectSpec:
        """A player effect: "switch your total stud bonus and total draw bonus when making
        draw hands" (§5.5): the player's posse totals are worked out as usual, then the
        stud bonus is drawn as the draw bonus and the other way round."""
        return EffectSpec("player", BONUSES_SWITCHED, 1)

    @staticmethod
    def modify_hand_rank(amount: int) -> EffectSpec:
        """A player effect: "+1 hand rank" while it lasts, read whenever the rank is
        (§5.6, `engine.hand_rank`)."""
        return EffectSpec("player", HAND_RANK, amount)

    @staticmethod
    def hand_ranks_locked(*ability_types: str) -> list[EffectSpec]:
        """A player effect: "hand ranks cannot be modified by Shootout, React, or non-Cheatin'
        Resolution abilities" (Virginia Ann Earp): `ability_types` as printed ("Shootout",
        "React", "Resolution" for a non-Cheatin' one). An ability of such a type neither
        raises nor lowers the hand rank as it resolves, nor does a lasting modifier it made
        count while the lock holds (§5.6, `engine.type_locks`). Apply it with
        `targets_players=True, target_controller="any"` for every player's hand. None named
        is all three.
        """
        return [
            EffectSpec("player", lock_stat(LOCKED_RANK, kind), 1)
            for kind in ability_types_named(ability_types)
        ]

    @staticmethod
    def casualties_locked(
        *ability_types: str, increase: bool = True, decrease: bool = True
    ) -> list[EffectSpec]:
        """A player effect: "React abilities cannot increase casualties this round" (Cavalry
        Escort, `decrease=False`), "... cannot increase or decrease casualties" (Shan Fan
        Showdown!): an ability of one of `ability_types` ("Shootout", "React", "Resolution")
        adds no casualty as it resolves, and its lasting "reduce your casualties" or
        "takes 1 extra casualty" does not count while the lock holds (§5.7,
        `engine.type_locks`). Apply it with `targets_players=True, target_controller="any"`.
        None named is all three.
        """
        what = [CASUALTIES_UP] * increase + [CASUALTIES_DOWN] * decrease
        kinds = ability_types_named(ability_types)
        return [EffectSpec("player", lock_stat(w, kind), 1) for w in what for kind in kinds]

    @staticmethod
    def modify_hand_rank_by_player(amount: Callable[[Player], int]) -> EffectSpec:
        """A player effect whose hand rank change is decided player by player when the rank
        is read (§5.6): "the player with the most Horses in their posse gains +1 hand
        rank" (`amount` is a script method taking the player)."""
        return EffectSpec("player", HAND_RANK, 0, per_player=amount)

    @staticmethod
    def cannot_use_ability(index: int) -> EffectSpec:
        """Printed "that ability cannot be used" (Forget): the card's ability `index` (its
        `CardAbility.index`), an action or a react, is refused while it lasts; the card's
        other abilities and its traits keep working (`engine.abilities.ability_locked`)."""
        return EffectSpec("flag", locked_ability_flag(index))

    @staticmethod
    def modify_hand_size(amount: int) -> EffectSpec:
        """A player effect: the play hand size drawn up to at Sundown changes by `amount`."""
        return EffectSpec("player", "hand_size", amount)

    @staticmethod
    def posses_held_against_shootout_plays(*, no_dude_leaves: bool = False) -> EffectSpec:
        """A player effect: "Shootout plays cannot send dudes home booted (they remain in the
        posse without booting) or bring dudes into either posse" (Scoop Hound, §5.2,
        `engine.posse_holds`). `no_dude_leaves` is the stricter "cannot cause dudes to leave
        the shootout" (Test of Wills): sent home unbooted or moved away, they stay too. Apply
        it with `targets_players=True, target_controller="any"`: it binds every player's
        shootout plays."""
        return EffectSpec("player", POSSES_SEALED if no_dude_leaves else POSSES_HELD, 1)

    @staticmethod
    def cheatin_protected() -> EffectSpec:
        """A player effect: "Cheatin' cards cannot be played on you" (§5.6), refused by rule
        cheatin.protected while it lasts."""
        return EffectSpec("player", "cheatin_protected", 1)

    @staticmethod
    def second_cheatin_resolution() -> EffectSpec:
        """A player effect, on the player it is played against: "the opposing player can have
        a second Cheatin' Resolution played against them" (Dancing Butterfly): while it lasts
        a second Cheatin' Resolution may be played on them in a round, where one is the rule
        (§5.6, `engine.abilities.cheatin_limit`); none still against a legal hand."""
        return EffectSpec("player", SECOND_CHEATIN, 1)

    @staticmethod
    def modify_sundown_discard(amount: int) -> EffectSpec:
        """A player effect: discard up to `amount` more cards at Sundown."""
        return EffectSpec("player", "sundown_discard", amount)

    @staticmethod
    def loser_takes_extra_casualties(amount: int = 1) -> EffectSpec:
        """A player effect: "each round's loser takes 1 extra casualty" (§5.7). Apply it
        with `targets_players=True, target_controller="any"` so it reaches either loser."""
        return EffectSpec("player", "extra_casualties", amount)

    @staticmethod
    def casualties_increased(amount: int) -> EffectSpec:
        """A player effect: "increase the casualties of both posses this round by N" (Behold
        White Bull): as the round's casualties are set, the player takes `amount` more,
        winner or loser, before any reduction (§5.7). Apply it with
        `until_end_of_shootout_round(..., targets_players=True, target_controller="any")`
        for both posses."""
        return EffectSpec("player", ROUND_CASUALTIES, amount)

    @staticmethod
    def casualties_doubled() -> EffectSpec:
        """A player effect: "double the number of casualties inflicted" (Red River Roulette):
        as the round's casualties are set, the player's are doubled, after any increase and
        before any reduction (§5.7). Apply it with `target_controller="any"` for both posses,
        `during_the_next_shootout_round` for "in the next round of the shootout"."""
        return EffectSpec("player", DOUBLED_CASUALTIES, 1)

    @staticmethod
    def extra_casualties_if_cheatin(amount: int) -> EffectSpec:
        """A player effect: "your opponent takes two extra casualties if their draw hand is
        ever cheatin' this round" (Grim Servant O' Death): as the round's casualties are set,
        a player whose revealed hand is cheatin' takes `amount` more, winner or loser (§5.6,
        §5.7). Apply it with `until_end_of_shootout_round(..., targets_players=True,
        target_controller="opponent")`."""
        return EffectSpec("player", CHEATIN_CASUALTIES, amount)

    @staticmethod
    def influence_limited_per_location(limit: int) -> EffectSpec:
        """A player effect: "each player's influence total at each location is limited to
        N" (Morgan Regulators): the player's dudes at one location count at most `limit`
        influence together, in the victory check (§10) and for a deed's control (§4.3).
        Apply it with `targets_players=True, target_controller="any"` for "each player"."""
        return EffectSpec("player", "influence_limit_per_location", limit)

    @staticmethod
    def reduce_casualties(amount: int) -> EffectSpec:
        """A player effect: "reduce your casualties this round by N" (§5.7). Apply it with
        `until_end_of_shootout_round(..., targets_players=True)`: when the round's
        casualties are set, this player's are lowered by `amount`, never below 0. Casualties
        added afterwards ("after you take casualties ...") are not reduced."""
        return EffectSpec("player", "casualty_reduction", amount)

    @staticmethod
    def keeps_a_draw_hand_card() -> EffectSpec:
        """A player effect: "When you discard your draw hand this round, you may place a card
        from that draw hand into your play hand" (Fetch). Apply it with
        `until_end_of_shootout_round(..., targets_players=True)` (in lowball, for the
        phase): as the draw hand is discarded, the player may keep one of their own cards of
        it (`engine.draw_hands.keep_a_draw_hand_card`)."""
        return EffectSpec("player", KEEPS_A_DRAW_HAND_CARD, 1)

    @staticmethod
    def casualties_reduced_to_zero() -> EffectSpec:
        """A player effect: "reduce your casualties this round to zero" (No Turning Back):
        when the round's casualties are set, this player has none (§5.7)."""
        return EffectSpec("player", "casualties_to_zero", 1)

    @staticmethod
    def dudes_spared_from_other_players() -> EffectSpec:
        """A player effect: "Except for Cheatin' Resolutions, player's card effects cannot ace
        or discard dudes owned by another player" (Shield of Faith): the card effects of any
        other player than the owner of the player's dudes leave them in play (`actions.ace`,
        `actions.discard`); casualties are the rules' doing, not card effects. Apply it with
        `targets_players=True, target_controller="any"` to spare every player's dudes."""
        return EffectSpec("player", SPARED, 1)

    @staticmethod
    def ghost_rock_cannot_be_taken() -> EffectSpec:
        """A player effect: "players cannot take ghost rock from" this player (§9.1);
        `actions.take_ghost_rock` then takes nothing."""
        return EffectSpec("player", "ghost_rock_cannot_be_taken", 1)

    @staticmethod
    def unlimited_sundown_discard() -> EffectSpec:
        """A player effect: discard any number of cards at Sundown."""
        return EffectSpec("player", "sundown_discard", 99)

    @staticmethod
    def attach_at_any_location() -> EffectSpec:
        """A player effect: their dudes may be shopped goods and spells at any location, not
        only at one the player controls (§3.5; Concealed Weapons)."""
        return EffectSpec("player", "attach_anywhere", 1)

    @staticmethod
    def attach_as_shootout_plays() -> EffectSpec:
        """A player effect: shoppin' goods and spells onto their dudes in a posse is also a
        Shootout play (§3.5, §8.1; Concealed Weapons)."""
        return EffectSpec("player", "attach_in_shootouts", 1)

    @staticmethod
    def redraw_extra_cards(amount: int = 1) -> EffectSpec:
        """A player effect: "when you redraw after discarding at least one card, you may
        draw `amount` extra card(s)" (§5.5); the hand is then discarded down to five."""
        return EffectSpec("player", "redraw_extra", amount)
